import { act } from '@testing-library/react';

// Both run inside act: a test reads or changes the mock API while a page is open, and the page
// answers (its own refetch after a save, or the refetch a change made "in another tab" starts)
// while the test waits. An update outside act is a warning in every run (docs/toolchain-traps.md).

/** A call to the mock API made by the test itself (another tab, another administrator). */
export function apiFetch(url: string, init?: RequestInit): Promise<Response> {
  return act(() => fetch(url, init));
}

/** What the mock API answers at `url`, read the way a test checks what a page saved. */
export function apiJson<T>(url: string): Promise<T> {
  return act(async () => (await (await fetch(url)).json()) as T);
}
