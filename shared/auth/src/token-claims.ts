/** The `exp` claim (seconds) of a JWT, read without verifying it (only the server can); null if unreadable. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp : null;
  } catch {
    return null;
  }
}

/** True when the token cannot be read or expires within `marginSeconds`. */
export function isExpired(token: string, nowMs = Date.now(), marginSeconds = 5): boolean {
  const exp = tokenExpiry(token);
  return exp === null || exp * 1000 <= nowMs + marginSeconds * 1000;
}

/**
 * Tokens are renewed once less than this is left (half of their 10 minutes, spec §9): the refresh
 * token expires with the access token, so a session renewed only after expiry could never renew.
 */
export const renewWithinSeconds = 5 * 60;

/** True when the token should be exchanged for a new pair now (see renewWithinSeconds). */
export const isDueForRenewal = (token: string, nowMs = Date.now()) => isExpired(token, nowMs, renewWithinSeconds);
