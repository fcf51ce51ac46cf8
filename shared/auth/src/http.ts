let apiBase = '';

/**
 * Where API calls go: '' (the default) keeps them on the page's origin, where the mock backend
 * answers them; a URL such as 'https://cms.example.com' sends them to a real API.
 */
export function setApiBase(base: string): void {
  apiBase = base.replace(/\/+$/, '');
}

export function apiUrl(pathAndQuery: string): string {
  return apiBase + pathAndQuery;
}

/**
 * An API answer outside 2xx (status 0: no answer at all), with the server's message and field
 * errors, and its refusal code and figures when it sent them (the client translates by code).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
    readonly refusal: { code?: string; params?: Record<string, string | number> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The API answered that the record does not exist (a 404 is not retried, so this is final). */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** A request never waits longer than this: no call may leave the UI hanging. */
export const requestTimeoutMs = 20_000;

/**
 * `fetch`, looked up per call (the mock backend replaces it after module load), that gives up
 * after `requestTimeoutMs` and turns network failures into an ApiError with a readable message.
 */
export async function fetchWithTimeout(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), requestTimeoutMs);
  const forward = () => controller.abort();
  signal?.addEventListener('abort', forward);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (controller.signal.aborted) throw new ApiError(0, 'The server did not answer in time. Please try again.');
    throw new ApiError(0, 'The console could not reach the server. Check your connection and try again.');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}
