import { create } from 'zustand';
import type { UserData } from '@console/contracts';
import { buildAbility, defaultRules, type AppAbility } from './ability';
import { clearSession, defaultStorageKeys, loadSession, saveSession, type StorageKeys, type StoredSession } from './session-storage';

/** The signed-in user as the API returns it (spec §3 Login user, without the password). */
export type SessionUser = UserData;

/** Why the last session ended: the login page says so. */
export type SignOutReason = 'logout' | 'expired';

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
  /** The new-user action: replaces the user data (and with it the ability); null signs out. */
  setUser(user: SessionUser | null): void;
  setTokens(accessToken: string, refreshToken: string): void;
}

const signedOut = { user: null, accessToken: null, refreshToken: null, ability: buildAbility(defaultRules) };

/** One session for the shell and every remote (shared as a federation singleton). */
export const useSessionStore = create<SessionState>((set) => ({
  ...signedOut,
  endedBecause: null,
  signIn: ({ user, accessToken, refreshToken }) =>
    set({ user, accessToken, refreshToken, ability: buildAbility(user.ability), endedBecause: null }),
  signOut: (reason = 'logout') => set({ ...signedOut, endedBecause: reason }),
  setUser: (user) => set(user ? { user, ability: buildAbility(user.ability) } : { ...signedOut, endedBecause: 'logout' }),
  setTokens: (accessToken, refreshToken) => set({ accessToken, refreshToken }),
}));

/**
 * Restores the session from storage (anything unusable counts as signed out) and keeps storage
 * in step with every later change. Returns the function that stops it.
 */
export function persistSession(storage: Storage = localStorage, keys: StorageKeys = defaultStorageKeys): () => void {
  const stored = loadSession(storage, keys);
  if (stored) useSessionStore.getState().signIn(stored);
  return useSessionStore.subscribe((state) => {
    if (state.user && state.accessToken && state.refreshToken) {
      saveSession(storage, keys, { user: state.user, accessToken: state.accessToken, refreshToken: state.refreshToken });
    } else {
      clearSession(storage, keys);
    }
  });
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
