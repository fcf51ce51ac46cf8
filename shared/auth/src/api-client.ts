import type { ApiErrorBody } from '@console/contracts';

/** An API answer outside 2xx, with the server's message and field errors when it sent them. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let apiBase = '';

/**
 * Where API calls go: '' (the default) keeps them on the page's origin, where the mock backend
 * answers them; a URL such as 'https://cms.example.com' sends them to a real API.
 */
export function setApiBase(base: string): void {
  apiBase = base.replace(/\/+$/, '');
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

function toUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
  const message = typeof body?.message === 'string' ? body.message : `Request failed (${response.status}).`;
  return new ApiError(response.status, message, body?.errors ?? {});
}

/** Calls the console API and returns its JSON; throws ApiError on a non-2xx answer. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal } = options;
  // `fetch` is looked up per call: Mirage replaces it after module load.
  const response = await fetch(apiBase + toUrl(path, query), {
    method,
    signal,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await readError(response);
  return (await response.json()) as T;
}
