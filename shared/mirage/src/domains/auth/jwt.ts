import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import * as v from 'valibot';
import { TokenPayloadSchema, tokenLifetimeSeconds, type LoginUser, type TokenPayload, type TokenType } from '@console/contracts/src/auth';

// Not a secret: the whole backend runs in the page. It only makes tokens tamper-evident, so the
// console's token handling (expiry, refresh, rejection) behaves as it would against a real API.
const mockSecret = 'media-console-mock-jwt-secret';
// Only HS256: a token claiming `alg: none` (or anything else) is never trusted.
const algorithms = ['HS256'];

// The key is imported once, as a CryptoKey: jose would import raw bytes again on every call, and
// under Jest a Uint8Array made by Node's TextEncoder fails jose's `instanceof Uint8Array` (another
// realm), where a CryptoKey is recognised by its tag (docs/toolchain-traps.md).
let keyPromise: Promise<CryptoKey> | undefined;
function signingKey(): Promise<CryptoKey> {
  keyPromise ??= crypto.subtle.importKey('raw', new TextEncoder().encode(mockSecret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  return keyPromise;
}

/** Signs claims as an HS256 JWT: the session tokens here, the password-reset token in password-reset.ts. */
export async function signClaims(claims: object): Promise<string> {
  return new SignJWT(claims as JWTPayload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(await signingKey());
}

/**
 * Signs an HS256 JWT for a user: `typ` tells access from refresh; it expires after spec §9's 10
 * minutes. `passwordStamp` (the user's passwordStamp) binds it to the password it was signed in
 * with: once that changes, the token is refused (issuedForPassword). Tokens without one (tests')
 * are bound to nothing.
 */
export async function signToken(userId: number, typ: TokenType, nowMs: number = Date.now(), passwordStamp?: string): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  // The claims go in as one object (not setSubject/setIssuedAt): `sub` stays the user's numeric id
  // (jose's type says text, as RFC 7519 does; the console has always sent the number) and the
  // claims keep the order sub, typ, iat, exp.
  const claims: TokenPayload & { pwd?: string } = { sub: userId, typ, iat, exp: iat + tokenLifetimeSeconds };
  if (passwordStamp) claims.pwd = passwordStamp;
  return signClaims(claims);
}

/**
 * A keyed digest of `text` (HMAC-SHA-256 with the token key, base64url, 22 characters): lets a
 * token name a value, such as the password it was issued against, without showing it.
 */
export async function keyedDigest(text: string): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await signingKey(), new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...mac.subarray(0, 16)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The claims of a token whose signature is genuine, or null (garbage, another algorithm, a bad signature, expired). */
async function verifySignature(token: string, nowMs: number): Promise<unknown> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), { algorithms, currentDate: new Date(nowMs) });
    return payload;
  } catch {
    return null;
  }
}

// Every API call carries the same access token: its signature is checked once, not per request
// (Web Crypto's verify cost ~50 ms a call on a cold page). Type and expiry are checked every time.
const genuine = new Map<string, unknown>();
const genuineLimit = 200;

/**
 * The claims of a token this backend signed, whatever its type, or null (not a text, garbage,
 * another algorithm, a bad signature, expired when first seen). Callers check type and expiry.
 */
export async function genuineClaims(token: unknown, nowMs: number = Date.now()): Promise<unknown> {
  if (typeof token !== 'string') return null;
  let claims = genuine.get(token);
  if (claims === undefined) {
    claims = await verifySignature(token, nowMs);
    if (claims === null) return null;
    if (genuine.size >= genuineLimit) genuine.clear();
    genuine.set(token, claims);
  }
  return claims;
}

/**
 * The payload of a token this backend signed, of the expected type and not yet expired at
 * `nowMs`; null for anything else (garbage, another algorithm, a bad signature, the wrong type).
 */
export async function verifyToken(token: unknown, typ: TokenType, nowMs: number = Date.now()): Promise<TokenPayload | null> {
  const claims = await genuineClaims(token, nowMs);
  if (claims === null) return null;
  const payload = v.safeParse(TokenPayloadSchema, claims);
  if (!payload.success || payload.output.typ !== typ) return null;
  // RFC 7519: the token must not be accepted on or after `exp`.
  return Math.floor(nowMs / 1000) < payload.output.exp ? payload.output : null;
}

/** Both tokens of a fresh session for a user; bound to the password when given its stamp. */
export async function issueTokens(userId: number, nowMs: number, passwordStamp?: string): Promise<{ accessToken: string; refreshToken: string }> {
  const [accessToken, refreshToken] = await Promise.all([signToken(userId, 'access', nowMs, passwordStamp), signToken(userId, 'refresh', nowMs, passwordStamp)]);
  return { accessToken, refreshToken };
}

// One digest per user and password (each API call checks its token's binding).
const stamps = new Map<string, Promise<string>>();

/**
 * A digest of the user's current password: a token carrying it (a session's, a reset link's) is
 * refused once the password changes, by a reset or any other way. Nothing is stored, so this
 * holds across reloads (the login users are persisted).
 */
export function passwordStamp(user: Pick<LoginUser, 'id' | 'password'>): Promise<string> {
  const key = `${user.id}:${user.password}`;
  let stamp = stamps.get(key);
  if (!stamp) {
    stamp = keyedDigest(key);
    if (stamps.size >= 200) stamps.clear();
    stamps.set(key, stamp);
  }
  return stamp;
}

/** Whether a genuine token was issued under the user's current password (or is bound to none). */
export async function issuedForPassword(token: unknown, user: Pick<LoginUser, 'id' | 'password'>): Promise<boolean> {
  const claims = await genuineClaims(token);
  const bound = typeof claims === 'object' && claims !== null ? (claims as { pwd?: unknown }).pwd : undefined;
  return bound === undefined || bound === (await passwordStamp(user));
}
