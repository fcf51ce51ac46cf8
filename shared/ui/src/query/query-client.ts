import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@console/auth';

/** Tries after the first failure; only for answers that may differ next time (network, 5xx). */
const maxRetries = 2;

/** A 4xx says the request itself is wrong: asking again gives the same answer. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

export function shouldRetry(failureCount: number, error: unknown): boolean {
  return !isClientError(error) && failureCount < maxRetries;
}

/**
 * The console's one query cache. The shell creates it and provides it above every remote's
 * pages; `@tanstack/react-query` is a federation singleton, so a remote's hooks find this very
 * client, and a mutation in one remote invalidates what another shows (keys: contracts'
 * `queryKeys`). A remote alone (standalone, tests) makes its own.
 */
export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The browser's "offline" is not the API's: the mock backend answers inside the page, and a
        // real server that cannot be reached fails the call (ApiError 0), which the page says with
        // Retry. TanStack's default ('online') would pause every call instead, with no word.
        networkMode: 'always',
        retry: shouldRetry,
        // Data a page just showed is shown again at once on the way back, and refreshed.
        staleTime: 10_000,
        // Lists refresh after every change made here; a tab coming back into focus need not.
        refetchOnWindowFocus: false,
      },
      // A write is never repeated behind the user's back.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
