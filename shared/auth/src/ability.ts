import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import type { Permission } from '@console/contracts';

export type AppAbility = MongoAbility<[Permission['action'], string]>;
export type AbilityRule = RawRuleOf<AppAbility>;

const actions: readonly string[] = ['manage', 'create', 'read', 'update', 'delete'];

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

/**
 * The rules when `value` is a plain list of { action, subject } permissions, else null: a list
 * edited by hand in local storage must not grant anything odd (conditions, inverted rules, …).
 */
export function parseRules(value: unknown): Permission[] | null {
  if (!Array.isArray(value)) return null;
  const rules: Permission[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) return null;
    const { action, subject, ...rest } = item as Record<string, unknown>;
    if (typeof action !== 'string' || !actions.includes(action) || typeof subject !== 'string' || !subject) return null;
    if (Object.keys(rest).length) return null;
    rules.push({ action: action as Permission['action'], subject });
  }
  return rules;
}
