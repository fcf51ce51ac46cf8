import type { LoginUser, TokenType, UserData } from '@console/contracts';
import { demoUsers } from './demo-users';

/**
 * The token code (jose, ~6.7 KB gzip) as its own chunk: the mock's core imports this module for
 * the login users, and the login page never needs to check a token. The access guard starts it
 * when a guarded domain loads (`preloadTokenCode`); the auth domain imports it outright.
 */
let tokenCode: Promise<typeof import('./jwt')> | undefined;
export function preloadTokenCode(): Promise<typeof import('./jwt')> {
  if (!tokenCode) {
    tokenCode = import('./jwt');
    // A failed download is tried again by the next call.
    tokenCode.catch(() => (tokenCode = undefined));
  }
  return tokenCode;
}

/** A fresh, mutable copy of the demo accounts: each server registers users into its own list. */
export function seedLoginUsers(): LoginUser[] {
  return demoUsers.map((user) => ({ ...user, ability: user.ability.map((rule) => ({ ...rule })), extras: { ...user.extras } }));
}

/** What the API may show of a user: everything but the password (a copy, so callers cannot edit the store). */
export function toUserData({ password: _password, ...user }: LoginUser): UserData {
  return { ...user, ability: user.ability.map((rule) => ({ ...rule })), extras: { ...user.extras } };
}

// Emails and usernames are matched trimmed and case-insensitively, so 'Admin@Demo.com ' is the admin.
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The user with this email, if any. */
export function findUserByEmail(users: readonly LoginUser[], email: string): LoginUser | undefined {
  return users.find((user) => sameName(user.email, email));
}

/** The user with this username, if any. */
export function findUserByUsername(users: readonly LoginUser[], username: string): LoginUser | undefined {
  return users.find((user) => sameName(user.username, username));
}

/** The user whose email and password both match (the password exactly), if any. */
export function findUserByCredentials(users: readonly LoginUser[], email: string, password: string): LoginUser | undefined {
  const user = findUserByEmail(users, email);
  return user && user.password === password ? user : undefined;
}

/**
 * The user a valid token of type `typ` was issued to (an access token unless told otherwise),
 * or undefined: what other handlers use to check the caller's ability.
 */
export async function findUserByToken(
  users: readonly LoginUser[],
  token: unknown,
  nowMs: number = Date.now(),
  typ: TokenType = 'access',
): Promise<LoginUser | undefined> {
  const { verifyToken, issuedForPassword } = await preloadTokenCode();
  const payload = await verifyToken(token, typ, nowMs);
  const user = payload ? users.find((candidate) => candidate.id === payload.sub) : undefined;
  // A session signed in before the password changed (a reset) is over.
  return user && (await issuedForPassword(token, user)) ? user : undefined;
}

/** The token of an `Authorization: Bearer <token>` header value ('' when there is none). */
export function bearerToken(header: string | undefined): string {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  return match?.[1] ?? '';
}
