import type { ReactNode } from 'react';
import type { Permission } from '@console/contracts';
import { allows } from './ability';
import { useSessionStore } from './session-store';

/** The current user's ability; components re-render when the session changes. */
export function useAbility() {
  return useSessionStore((state) => state.ability);
}

/** Renders its children only when the signed-in user has the permission. */
export function Can({ I, a, children }: { I: Permission['action']; a: string; children: ReactNode }) {
  const ability = useAbility();
  return allows(ability, { action: I, subject: a }) ? <>{children}</> : null;
}
