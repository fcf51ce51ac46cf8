import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import type { Permission } from '@console/contracts';

export type AppAbility = MongoAbility<[Permission['action'], string]>;
export type AbilityRule = RawRuleOf<AppAbility>;

/** Spec §6: with no stored user data the only permission is reading Auth. */
export const defaultRules: readonly AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

/** The one ability function: the UI guards and the mock API both ask it. */
export function buildAbility(rules: readonly AbilityRule[]): AppAbility {
  return createMongoAbility<AppAbility>(rules as AbilityRule[]);
}

/** True when the ability grants the permission, or when nothing is required. */
export function allows(ability: AppAbility, requires: Permission | undefined): boolean {
  return !requires || ability.can(requires.action, requires.subject);
}
