import { create } from 'zustand';
import type { UserData } from '@console/contracts';
import { buildAbility, defaultRules, type AppAbility } from './ability';
import { hasUnsavedInput } from './unsaved-input';
import { clearSession, defaultStorageKeys, loadSession, readSession, saveSession, type StorageKeys, type StoredSession } from './session-storage';

/** The signed-in user as the API returns it (spec §3 Login user, without the password). */
export type SessionUser = UserData;

/**
 * Why the last session ended: the login page says so. 'elsewhere': signed out in another tab;
 * 'switched': another account signed in in another tab (this tab does not silently become it).
 * 'unreadable': the session stored when the console opened could not be read back (edited by hand, left by another version).
 */
export type SignOutReason = 'logout' | 'expired' | 'elsewhere' | 'switched' | 'unreadable';

/** Ended by another tab: storage already holds what that tab wants (nothing, or its own session). */
const endedElsewhere = (reason: SignOutReason | null) => reason === 'elsewhere' || reason === 'switched';

interface SessionState {
  user: SessionUser | null;
  accessToken: string | null;
  refreshToken: string | null;
  /** Built from the user's ability list; the spec's default (read Auth) when signed out. */
  ability: AppAbility;
  endedBecause: SignOutReason | null;
  /** Login: stores user data and both tokens. */
  signIn(session: StoredSession): void;
  /** Logout: clears user data and tokens. */
  signOut(reason?: SignOutReason): void;
  /**
   * The server refused the refresh token: the tokens go, while the user (and so the page, its
   * abilities and what was typed into it) stays until the user signs in again or gives up
   * (isAwaitingSignIn). Storage keeps the dead tokens: clearing it would sign the other tabs out
   * ('elsewhere'), and a reload finds them expired (signed out) or refused (asked again).
   * 'elsewhere': signed out in another tab while this page held unsaved input, kept the same way.
   */
  expire(reason?: 'expired' | 'elsewhere'): void;
  /** The new-user action: replaces the user data (and with it the ability); null signs out. */
  setUser(user: SessionUser | null): void;
  setTokens(accessToken: string, refreshToken: string): void;
}

/** Still on the page of a user whose session expired: they are asked to sign in again. */
export const isAwaitingSignIn = (state: Pick<SessionState, 'user' | 'accessToken'>) => state.user !== null && state.accessToken === null;

const signedOut = { user: null, accessToken: null, refreshToken: null, ability: buildAbility(defaultRules) };

/** One session for the shell and every remote (shared as a federation singleton). */
export const useSessionStore = create<SessionState>((set) => ({
  ...signedOut,
  endedBecause: null,
  signIn: ({ user, accessToken, refreshToken }) =>
    set({ user, accessToken, refreshToken, ability: buildAbility(user.ability), endedBecause: null }),
  signOut: (reason = 'logout') => set({ ...signedOut, endedBecause: reason }),
  expire: (reason = 'expired') => set((state) => (state.user ? { accessToken: null, refreshToken: null, endedBecause: reason } : { ...signedOut, endedBecause: reason })),
  setUser: (user) => set(user ? { user, ability: buildAbility(user.ability) } : { ...signedOut, endedBecause: 'logout' }),
  setTokens: (accessToken, refreshToken) => set({ accessToken, refreshToken }),
}));

/**
 * Follows what another tab did to the stored session: signed out there → signed out here (or, with
 * unsaved input on this page, asked to sign in again over it); an
 * unreadable session written there → signed out here, saying so; another account signed in there
 * → this tab ends its session instead of silently acting as that account; the same account's new
 * tokens or details (a refresh, a rename) → taken over.
 */
export function followOtherTab(storage: Storage, keys: StorageKeys): void {
  const here = useSessionStore.getState();
  if (!here.user) return; // this tab's login page signs in on its own
  const read = readSession(storage, keys);
  const there = read.session;
  // A user another tab wrote that cannot be read (by hand, or by another version of the console)
  // is said as such. Not a half-cleared session: a sign-out there removes the user first. (Storage
  // answered readSession, so it answers here.)
  if (!there) {
    if (read.why === 'unreadable' && storage.getItem(keys.userData) !== null) here.signOut('unreadable');
    // Unsaved input here: the page stays, and its user is asked to sign in again over it.
    else if (hasUnsavedInput()) here.expire('elsewhere');
    else here.signOut('elsewhere');
  }
  else if (there.user.id !== here.user.id) here.signOut('switched');
  else {
    if (there.accessToken !== here.accessToken || there.refreshToken !== here.refreshToken) here.setTokens(there.accessToken, there.refreshToken);
    if (JSON.stringify(there.user) !== JSON.stringify(here.user)) here.setUser(there.user);
  }
}

/**
 * Restores the session from storage, keeps storage in step with every later change, and follows
 * the other tabs (storage events). A stored session that is not usable signs out, saying why
 * (expired, unreadable) for the login page to tell. Returns the function that stops it.
 */
export function persistSession(storage: Storage = localStorage, keys: StorageKeys = defaultStorageKeys, win: Window | null = typeof window === 'undefined' ? null : window): () => void {
  const stored = loadSession(storage, keys);
  if (stored.session) useSessionStore.getState().signIn(stored.session);
  else if (stored.why !== 'absent') useSessionStore.getState().signOut(stored.why);
  const unsubscribe = useSessionStore.subscribe((state) => {
    if (state.user && state.accessToken && state.refreshToken) {
      saveSession(storage, keys, { user: state.user, accessToken: state.accessToken, refreshToken: state.refreshToken });
    } else if (!endedElsewhere(state.endedBecause) && !isAwaitingSignIn(state)) {
      clearSession(storage, keys);
    }
  });
  const sessionKeys: (string | null)[] = [...Object.values(keys), null]; // null: storage.clear()
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === storage && sessionKeys.includes(event.key)) followOtherTab(storage, keys);
  };
  win?.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    win?.removeEventListener('storage', onStorage);
  };
}

/**
 * A stand-in administrator for tests and pages rendered without signing in (it has no tokens,
 * so the mock API, when it checks them, will refuse its calls).
 */
export const developmentUser: SessionUser = {
  id: 1,
  fullName: 'Dev Admin',
  username: 'dev.admin',
  email: 'admin@demo.com',
  role: 'admin',
  avatar: '',
  ability: [{ action: 'manage', subject: 'all' }],
  extras: { eCommerceCartItemsCount: 0 },
};
