import { persistSession, type StorageKeys } from '@console/auth';

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

/**
 * Restores the stored session and keeps it in step (persistSession). A session that ended while
 * the console was closed is said on the login page, expired or unreadable (the session store's
 * endedBecause, which the login page reads anyway).
 * Without usable storage the session lasts as long as the page. Returns what stops it.
 */
export function restoreSession(storage: Storage | null, keys: StorageKeys): () => void {
  return storage ? persistSession(storage, keys) : () => undefined;
}
