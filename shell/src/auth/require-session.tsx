import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '@console/router';
import { isAwaitingSignIn, useSessionStore } from '@console/auth';
import { LazyPart } from '@console/ui';
import { whenPageSettled } from '../app/page-settled';
import { loginPathReturningTo } from './home-path';

const loadSignInAgain = () => import('./sign-in-again-dialog').then((module) => module.default);
const giveUp = () => useSessionStore.getState().signOut('expired');

/**
 * The signed-in part of the console. Signed out (never signed in, another tab signed out, or the
 * user gave up signing in again) it sends the user to login, remembering the page they were on;
 * after a logout it does not. A session that expired here keeps the page and asks to sign in
 * again over it; should that dialog's code not download, the user goes to login instead.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const user = useSessionStore((state) => state.user);
  const awaitingSignIn = useSessionStore(isAwaitingSignIn);
  const endedBecause = useSessionStore((state) => state.endedBecause);
  const { pathname, search } = useLocation();
  // Its code is fetched once the page has settled, not when the session expires: by then a newer
  // deploy may have replaced the file, and the user would be sent to login with their input lost.
  useEffect(() => whenPageSettled(() => void loadSignInAgain().catch(() => undefined)), []);
  if (user) {
    return (
      <>
        {children}
        <LazyPart load={loadSignInAgain} wanted={awaitingSignIn} onFailed={giveUp} props={{}} />
      </>
    );
  }
  return <Navigate to={endedBecause === 'logout' ? '/login' : loginPathReturningTo(pathname + search)} replace />;
}
