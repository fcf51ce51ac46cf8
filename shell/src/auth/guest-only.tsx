import type { ReactNode } from 'react';
import { Navigate } from '@console/router';
import { useSessionStore } from '@console/auth';

/**
 * Login, register and forgot password: a signed-in user goes home instead. Apart from
 * RequireSession, whose sign-in-again dialog (and the kit parts loading it) the budgeted login
 * page must not download.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const user = useSessionStore((state) => state.user);
  return user ? <Navigate to="/" replace /> : <>{children}</>;
}
