import { isExpired, persistSession, tokenExpiry, useSessionStore, type StorageKeys } from '@console/auth';

/**
 * The browser's local storage, or null where it refuses it: with cookies and site data blocked,
 * merely reading `window.localStorage` throws.
 */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Should the stored session prove unusable, why (read before restoring clears it); null: none was stored. */
function whyNotRestored(storage: Storage, keys: StorageKeys): 'expired' | 'unreadable' | null {
  try {
    if (Object.values(keys).every((key) => storage.getItem(key) === null)) return null;
    const refreshToken = storage.getItem(keys.refreshToken);
    return refreshToken && tokenExpiry(refreshToken) !== null && isExpired(refreshToken) ? 'expired' : 'unreadable';
  } catch {
    return null;
  }
}

/**
 * Restores the stored session and keeps it in step (persistSession). A session that ended while
 * the console was closed is said on the login page: expired ("Your session has expired"), or
 * unreadable. Without usable storage the session lasts as long as the page. Returns what stops it.
 */
export function restoreSession(storage: Storage | null, keys: StorageKeys): () => void {
  if (!storage) return () => undefined;
  const why = whyNotRestored(storage, keys);
  const stop = persistSession(storage, keys);
  // Said through the session store, not this module: the login page's chunk must not import it
  // (a module both chunks hold is copied into each, and its state would not be shared).
  if (useSessionStore.getState().user === null && why) useSessionStore.getState().signOut(why);
  return stop;
}
