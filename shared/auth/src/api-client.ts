import type { ApiErrorBody } from '@console/contracts';
import { ApiError, apiUrl, fetchWithTimeout } from './http';
import { useSessionStore } from './session-store';
import { isDueForRenewal } from './token-claims';
import { refreshSession, renewSessionIfDue } from './token-refresh';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

function toPath(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The page's language, as the shell (or a standalone remote) sets it on <html lang>: the API
 * answers its texts in it. Read per call, so a language switch needs nothing here; absent, the
 * API's default.
 */
function pageLanguage(): string {
  return typeof document === 'undefined' ? '' : document.documentElement.lang;
}

async function readError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as (Partial<ApiErrorBody> & { error?: unknown }) | null;
  const message = typeof body?.message === 'string' ? body.message : `Request failed (${response.status}).`;
  // Field errors come as `errors` (this API) or `error` (the spec's auth calls).
  const fields = body?.errors ?? (typeof body?.error === 'object' && body.error !== null ? body.error : {});
  const refusal = typeof body?.code === 'string' ? { code: body.code, params: typeof body.params === 'object' && body.params !== null ? body.params : {} } : {};
  return new ApiError(response.status, message, fields as Record<string, string>, refusal);
}

const sessionExpired = () => new ApiError(401, 'Your session has expired. Please sign in again.');

/**
 * Calls the console API with the access token and returns its JSON; throws ApiError otherwise.
 * A token in its last five minutes is renewed first (an expired one must be); a 401 triggers one
 * shared refresh and one retry, so no call loops, and a refused refresh signs the user out. A 403
 * refreshes the session too (not retried), so the abilities follow rights changed on the server.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal } = options;
  const language = pageLanguage();
  const send = (token: string | null) =>
    fetchWithTimeout(
      apiUrl(toPath(path, query)),
      {
        method,
        headers: {
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(language ? { 'Accept-Language': language } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      signal,
    );

  let token = useSessionStore.getState().accessToken;
  if (token && isDueForRenewal(token)) {
    if (!(await renewSessionIfDue())) throw sessionExpired();
    token = useSessionStore.getState().accessToken;
  }
  let response = await send(token);
  // Refused without a token while the user's session is over: they are being asked to sign in again.
  if (response.status === 401 && !token && useSessionStore.getState().user) throw sessionExpired();
  if (response.status === 401 && token) {
    if (!(await refreshSession())) throw sessionExpired();
    response = await send(useSessionStore.getState().accessToken);
  }
  // Refused although signed in: the account's rights changed on the server. The refresh brings the
  // user data again, and with it the abilities, so the page stops offering what is now refused.
  if (response.status === 403 && token && !(await refreshSession().catch(() => true))) throw sessionExpired();
  if (!response.ok) throw await readError(response);
  return (await response.json()) as T;
}
