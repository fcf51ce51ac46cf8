import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import * as v from 'valibot';
import { TokenPayloadSchema, tokenLifetimeSeconds, type TokenPayload, type TokenType } from '@console/contracts/src/auth';

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

/** Signs an HS256 JWT for a user: `typ` tells access from refresh; it expires after spec §9's 10 minutes. */
export async function signToken(userId: number, typ: TokenType, nowMs: number = Date.now()): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  const payload: TokenPayload = { sub: userId, typ, iat, exp: iat + tokenLifetimeSeconds };
  // The claims go in as one object (not setSubject/setIssuedAt): `sub` stays the user's numeric id
  // (jose's type says text, as RFC 7519 does; the console has always sent the number) and the
  // claims keep the order sub, typ, iat, exp.
  const claims = payload as unknown as JWTPayload;
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(await signingKey());
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
 * The payload of a token this backend signed, of the expected type and not yet expired at
 * `nowMs`; null for anything else (garbage, another algorithm, a bad signature, the wrong type).
 */
export async function verifyToken(token: unknown, typ: TokenType, nowMs: number = Date.now()): Promise<TokenPayload | null> {
  if (typeof token !== 'string') return null;
  let claims = genuine.get(token);
  if (claims === undefined) {
    claims = await verifySignature(token, nowMs);
    if (claims === null) return null;
    if (genuine.size >= genuineLimit) genuine.clear();
    genuine.set(token, claims);
  }
  const payload = v.safeParse(TokenPayloadSchema, claims);
  if (!payload.success || payload.output.typ !== typ) return null;
  // RFC 7519: the token must not be accepted on or after `exp`.
  return Math.floor(nowMs / 1000) < payload.output.exp ? payload.output : null;
}

/** Both tokens of a fresh session for a user. */
export async function issueTokens(userId: number, nowMs: number): Promise<{ accessToken: string; refreshToken: string }> {
  const [accessToken, refreshToken] = await Promise.all([signToken(userId, 'access', nowMs), signToken(userId, 'refresh', nowMs)]);
  return { accessToken, refreshToken };
}
