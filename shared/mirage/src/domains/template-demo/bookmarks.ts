import type { Server } from 'miragejs';
import type { BookmarksResponse, SearchPage } from '@console/contracts';
import { apiError, isRecord, json, readJson } from '../../http';
import { readId } from './read-id';

/** Spec §7 bookmarks: the pages and the bookmarked ones; update toggles one page's bookmark. */
export function bookmarksRoutes(server: Server, pages: SearchPage[]): void {
  server.get('/api/bookmarks/data', () => {
    const body: BookmarksResponse = { suggestions: pages, bookmarks: pages.filter((page) => page.isBookmarked) };
    return json(200, body);
  });

  server.post('/api/bookmarks/update', (_schema, request) => {
    const body = readJson(request);
    const id = readId(isRecord(body) ? body.id : undefined);
    if (id === undefined) return apiError(400, 'The bookmark update is not valid.', { id: 'A page id is required.' });
    const page = pages.find((candidate) => candidate.id === id);
    if (!page) return apiError(404, `Page ${id} was not found.`);
    page.isBookmarked = !page.isBookmarked;
    return json(200, page);
  });
}
