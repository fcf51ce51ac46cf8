import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@console/router';
import { useSessionStore } from '@console/auth';
import { loginPathReturningTo } from './home-path';

/**
 * The signed-in part of the console. Signed out (never signed in, or the session expired while
 * here) it sends the user to login, remembering the page they were on; after a logout it does not.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const user = useSessionStore((state) => state.user);
  const endedBecause = useSessionStore((state) => state.endedBecause);
  const { pathname, search } = useLocation();
  if (user) return <>{children}</>;
  return <Navigate to={endedBecause === 'logout' ? '/login' : loginPathReturningTo(pathname + search)} replace />;
}

/** Login, register and forgot password: a signed-in user goes home instead. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const user = useSessionStore((state) => state.user);
  return user ? <Navigate to="/" replace /> : <>{children}</>;
}
