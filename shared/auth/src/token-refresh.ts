import type { LoginResponse } from '@console/contracts';
import { apiUrl, fetchWithTimeout } from './http';
import { useSessionStore } from './session-store';

let inFlight: Promise<boolean> | null = null;

async function runRefresh(): Promise<boolean> {
  const { refreshToken } = useSessionStore.getState();
  if (!refreshToken) return false;
  const response = await fetchWithTimeout(apiUrl('/jwt/refresh-token'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  const body = response.ok ? ((await response.json().catch(() => null)) as Partial<LoginResponse> | null) : null;
  if (!body?.userData || !body.accessToken || !body.refreshToken) {
    // The server refused the refresh token: the session is over.
    useSessionStore.getState().signOut('expired');
    return false;
  }
  useSessionStore.getState().signIn({ user: body.userData, accessToken: body.accessToken, refreshToken: body.refreshToken });
  return true;
}

/**
 * Exchanges the refresh token for a new pair; concurrent callers share one exchange. Resolves
 * false (and signs out) when the server refuses it; a network failure rejects and keeps the session.
 */
export function refreshSession(): Promise<boolean> {
  inFlight ??= runRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
