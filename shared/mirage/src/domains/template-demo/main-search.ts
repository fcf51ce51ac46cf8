import type { Server } from 'miragejs';
import { mainSearchGroupLimit, type MainSearchResponse, type SearchContact, type SearchFile, type SearchPage } from '@console/contracts/src/template-demo';
import { json, queryParam } from '../../http';

/** What the navbar search looks through; pages are shared with the bookmarks. */
export interface SearchData {
  pages: SearchPage[];
  files: SearchFile[];
  contacts: SearchContact[];
}

/** The first `limit` items whose text matches, stopping as soon as the group is full. */
function firstMatches<T>(items: readonly T[], text: (item: T) => string, q: string): T[] {
  const found: T[] = [];
  for (const item of items) {
    if (found.length === mainSearchGroupLimit) break;
    if (text(item).toLowerCase().includes(q)) found.push(item);
  }
  return found;
}

/** Spec §7 main-search data: every group in full, or with q at most 4 matches per group (§9). */
export function mainSearchRoutes(server: Server, data: SearchData): void {
  server.get('/api/main-search/data', (_schema, request) => {
    const q = queryParam(request, 'q').trim().toLowerCase();
    const body: MainSearchResponse = q
      ? {
          pages: firstMatches(data.pages, (page) => page.title, q),
          files: firstMatches(data.files, (file) => `${file.title}\n${file.by}`, q),
          contacts: firstMatches(data.contacts, (contact) => `${contact.title}\n${contact.email}`, q),
        }
      : { pages: data.pages, files: data.files, contacts: data.contacts };
    return json(200, body);
  });
}
