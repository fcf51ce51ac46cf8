import type { LoginResponse } from '@console/contracts';
import { apiUrl, fetchWithTimeout } from './http';
import { useSessionStore } from './session-store';
import { isDueForRenewal, isExpired } from './token-claims';

let inFlight: Promise<boolean> | null = null;
/** The answers that refuse the refresh token itself. */
const refusedStatuses = new Set([400, 401, 403]);

async function runRefresh(): Promise<boolean> {
  const { refreshToken } = useSessionStore.getState();
  if (!refreshToken) return false;
  const response = await fetchWithTimeout(apiUrl('/jwt/refresh-token'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  // Only the server saying no ends the session; one that is down or busy (5xx, 429) is a failure
  // like the network's: the session stays (another tab would be signed out with this one too).
  if (!response.ok && !refusedStatuses.has(response.status)) throw new Error(`The session could not be renewed (HTTP ${response.status}).`);
  const body = response.ok ? ((await response.json().catch(() => null)) as Partial<LoginResponse> | null) : null;
  if (!body?.userData || !body.accessToken || !body.refreshToken) {
    // The server refused the refresh token: the session is over (the user is asked to sign in again).
    useSessionStore.getState().expire();
    return false;
  }
  useSessionStore.getState().signIn({ user: body.userData, accessToken: body.accessToken, refreshToken: body.refreshToken });
  return true;
}

/**
 * Exchanges the refresh token for a new pair; concurrent callers share one exchange. Resolves
 * false (and expires the session) when the server refuses it (400, 401, 403); a network failure or a server
 * error rejects and keeps the session.
 */
export function refreshSession(): Promise<boolean> {
  inFlight ??= runRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * Renews the session once it is due (isDueForRenewal), while it is still valid: a user who works
 * (calls the API, types, clicks) stays signed in. Resolves whether a usable access token is there
 * afterwards: false once the server refused the refresh token (refreshSession ended the session).
 * A renewal that fails on the network keeps a still-valid session (true) and rejects, as the
 * refresh did, when the access token has expired meanwhile.
 */
export async function renewSessionIfDue(nowMs = Date.now()): Promise<boolean> {
  const { accessToken } = useSessionStore.getState();
  if (!accessToken) return false;
  if (!isDueForRenewal(accessToken, nowMs)) return true;
  try {
    return await refreshSession();
  } catch (error) {
    if (isExpired(accessToken, Date.now())) throw error;
    return true;
  }
}
