import { apiRequest } from '@console/auth';
import type { BookmarkUpdateRequest, BookmarksResponse, MainSearchResponse, SearchPage } from '@console/contracts';

export function fetchMainSearch(q: string, signal?: AbortSignal): Promise<MainSearchResponse> {
  return apiRequest<MainSearchResponse>('/api/main-search/data', { query: { q }, signal });
}

export function fetchBookmarks(): Promise<BookmarksResponse> {
  return apiRequest<BookmarksResponse>('/api/bookmarks/data');
}

/** Toggles the page's bookmark on the server; the answer is the page as it now is. */
export function toggleBookmark(id: number): Promise<SearchPage> {
  const body: BookmarkUpdateRequest = { id };
  return apiRequest<SearchPage>('/api/bookmarks/update', { method: 'POST', body });
}
