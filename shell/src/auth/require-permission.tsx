import type { ReactNode } from 'react';
import { allows, useAbility } from '@console/auth';
import type { Permission } from '@console/contracts';
import { NotAuthorized } from '@console/ui';

/** Shows the page only to users with the permission; others get Not Authorized with a way back. */
export function RequirePermission({ requires, children }: { requires: Permission; children: ReactNode }) {
  const ability = useAbility();
  return allows(ability, requires) ? <>{children}</> : <NotAuthorized />;
}
