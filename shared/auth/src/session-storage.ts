import type { UserData } from '@console/contracts';
import { parseRules } from './ability';
import { isExpired, tokenExpiry } from './token-claims';

/** Local-storage key names of the session (configurable: console-config `storageKeys`). */
export interface StorageKeys {
  userData: string;
  accessToken: string;
  refreshToken: string;
}

export const defaultStorageKeys: StorageKeys = { userData: 'userData', accessToken: 'accessToken', refreshToken: 'refreshToken' };

export interface StoredSession {
  user: UserData;
  accessToken: string;
  refreshToken: string;
}

/** Key names from the deployment config, each falling back to its default. */
export function storageKeysFrom(config: Record<string, unknown>): StorageKeys {
  const given = (config.storageKeys ?? {}) as Record<string, unknown>;
  const pick = (name: keyof StorageKeys) => {
    const value = given[name];
    return typeof value === 'string' && value.trim() ? value : defaultStorageKeys[name];
  };
  return { userData: pick('userData'), accessToken: pick('accessToken'), refreshToken: pick('refreshToken') };
}

function parseUser(text: string | null): UserData | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    const ability = parseRules(value.ability);
    // Every field the layout reads (name, avatar, cart count…): a user saved by an older version
    // or edited by hand that lacks one is no session, rather than a crash in the navbar. Checked
    // by hand, not by UserDataSchema: the schema would add ~1.5 KB to the budgeted login page.
    const extras = value.extras as Record<string, unknown> | null | undefined;
    const texts = ['email', 'role', 'fullName', 'username', 'avatar'].every((key) => typeof value[key] === 'string');
    if (!ability || typeof value.id !== 'number' || !texts || typeof extras?.eCommerceCartItemsCount !== 'number') return null;
    return { ...(value as unknown as UserData), ability };
  } catch {
    return null;
  }
}

/** What storage holds: a whole, usable session, or why not (nothing stored, ended, or unreadable). */
export type SessionRead = { session: StoredSession } | { session: null; why: 'absent' | 'expired' | 'unreadable' };

/** Reads the stored session; storage is left as it is. */
export function readSession(storage: Storage, keys: StorageKeys, nowMs = Date.now()): SessionRead {
  try {
    const refreshToken = storage.getItem(keys.refreshToken);
    if (refreshToken === null && storage.getItem(keys.userData) === null && storage.getItem(keys.accessToken) === null) return { session: null, why: 'absent' };
    if (refreshToken && tokenExpiry(refreshToken) !== null && isExpired(refreshToken, nowMs)) return { session: null, why: 'expired' };
    const user = parseUser(storage.getItem(keys.userData));
    const accessToken = storage.getItem(keys.accessToken);
    return user && accessToken && refreshToken && !isExpired(refreshToken, nowMs) ? { session: { user, accessToken, refreshToken } } : { session: null, why: 'unreadable' };
  } catch {
    return { session: null, why: 'absent' }; // storage itself may be unavailable (privacy modes)
  }
}

/**
 * Reads the stored session and clears the keys of one that is not usable: invalid JSON, a
 * tampered ability list or an expired refresh token mean "signed out", never a crash.
 */
export function loadSession(storage: Storage, keys: StorageKeys, nowMs = Date.now()): SessionRead {
  const read = readSession(storage, keys, nowMs);
  if (!read.session) clearSession(storage, keys);
  return read;
}

/** Writes the session; a full or unavailable storage only costs persistence, not the sign-in. */
export function saveSession(storage: Storage, keys: StorageKeys, session: StoredSession): void {
  try {
    storage.setItem(keys.userData, JSON.stringify(session.user));
    storage.setItem(keys.accessToken, session.accessToken);
    storage.setItem(keys.refreshToken, session.refreshToken);
  } catch {
    console.warn('The session could not be saved; it will not survive a reload.');
  }
}

export function clearSession(storage: Storage, keys: StorageKeys): void {
  try {
    for (const key of Object.values(keys)) storage.removeItem(key);
  } catch {
    // nothing stored that we could remove
  }
}
