import { useMemo } from 'react';
import type { UserPlan, UserRole, UserStatus } from '@console/contracts';
import { useUsersT } from '../i18n/use-users-t';
import { capitalize } from './capitalize';

/**
 * Role, plan and status names in the current language, as in running text ('en attente'); the
 * same object until the language changes, so lists built from it stay memoized.
 */
export function useNames() {
  const t = useUsersT();
  return useMemo(
    () => ({
      role: (role: UserRole) => t(`roles.${role}`),
      plan: (plan: UserPlan) => t(`plans.${plan}`),
      status: (status: UserStatus) => t(`statuses.${status}`),
    }),
    [t],
  );
}

export type Names = ReturnType<typeof useNames>;

/** Select options: each value with its name as a label ('enterprise' → 'Enterprise'). */
export function optionsOf<V extends string>(values: readonly V[], name: (value: V) => string): { value: V; label: string }[] {
  return values.map((value) => ({ value, label: capitalize(name(value)) }));
}
