import { tokenLifetimeSeconds, tokenTypes, type TokenPayload, type TokenType } from '@console/contracts/src/auth';
import { isRecord } from '../../http';

// Not a secret: the whole backend runs in the page. It only makes tokens tamper-evident, so the
// console's token handling (expiry, refresh, rejection) behaves as it would against a real API.
const mockSecret = 'media-console-mock-jwt-secret';
const header = { alg: 'HS256', typ: 'JWT' };

let keyPromise: Promise<CryptoKey> | undefined;
function signingKey(): Promise<CryptoKey> {
  keyPromise ??= crypto.subtle.importKey('raw', new TextEncoder().encode(mockSecret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  return keyPromise;
}

function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Bytes of a base64url segment, or undefined when it is not base64url. */
function base64UrlToBytes(segment: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(segment)) return undefined;
  try {
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

const encodeJson = (value: unknown) => bytesToBase64Url(new TextEncoder().encode(JSON.stringify(value)));

function decodeJson(segment: string): unknown {
  const bytes = base64UrlToBytes(segment);
  if (!bytes) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}

/** Signs an HS256 JWT for a user: `typ` tells access from refresh; it expires after spec §9's 10 minutes. */
export async function signToken(userId: number, typ: TokenType, nowMs: number = Date.now()): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  const payload: TokenPayload = { sub: userId, typ, iat, exp: iat + tokenLifetimeSeconds };
  const unsigned = `${encodeJson(header)}.${encodeJson(payload)}`;
  const signature = await crypto.subtle.sign('HMAC', await signingKey(), new TextEncoder().encode(unsigned));
  return `${unsigned}.${bytesToBase64Url(new Uint8Array(signature))}`;
}

function isPayload(value: unknown): value is TokenPayload {
  return (
    isRecord(value) &&
    Number.isInteger(value.sub) &&
    (tokenTypes as readonly unknown[]).includes(value.typ) &&
    Number.isInteger(value.iat) &&
    Number.isInteger(value.exp)
  );
}

/** The payload of a token whose signature is genuine, or null (garbage, another algorithm, a bad signature). */
async function verifySignature(token: string): Promise<unknown> {
  const [head, body, signature, ...rest] = token.split('.');
  if (head === undefined || body === undefined || signature === undefined || rest.length) return null;
  const parsedHeader = decodeJson(head);
  // Only HS256: a token claiming `alg: none` (or anything else) is never trusted.
  if (!isRecord(parsedHeader) || parsedHeader.alg !== header.alg) return null;
  const signatureBytes = base64UrlToBytes(signature);
  if (!signatureBytes) return null;
  const valid = await crypto.subtle.verify('HMAC', await signingKey(), signatureBytes, new TextEncoder().encode(`${head}.${body}`));
  return valid ? (decodeJson(body) ?? null) : null;
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
  let payload = genuine.get(token);
  if (payload === undefined) {
    payload = await verifySignature(token);
    if (payload === null) return null;
    if (genuine.size >= genuineLimit) genuine.clear();
    genuine.set(token, payload);
  }
  if (!isPayload(payload) || payload.typ !== typ) return null;
  // RFC 7519: the token must not be accepted on or after `exp`.
  return Math.floor(nowMs / 1000) < payload.exp ? payload : null;
}

/** Both tokens of a fresh session for a user. */
export async function issueTokens(userId: number, nowMs: number): Promise<{ accessToken: string; refreshToken: string }> {
  const [accessToken, refreshToken] = await Promise.all([signToken(userId, 'access', nowMs), signToken(userId, 'refresh', nowMs)]);
  return { accessToken, refreshToken };
}
