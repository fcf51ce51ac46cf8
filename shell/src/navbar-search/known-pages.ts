import { allows } from '@console/auth';
import { mainSearchGroupLimit, type SearchPage } from '@console/contracts';
import { shellPages } from '../app/shell-pages';
import { isMounted } from '../remotes/remote-registry';
import { useRegistryView, type RegistryView } from '../remotes/use-registry-view';

/** A page this console has for this user, titled in the current language. */
export interface KnownPage {
  to: string;
  title: string;
  keywords: readonly string[];
}

function knownPages({ remotes, ability, t }: RegistryView): KnownPage[] {
  const pages: KnownPage[] = shellPages.filter((page) => allows(ability, page.requires)).map((page) => ({ to: page.to, title: t(page.label), keywords: page.keywords }));
  for (const remote of remotes) {
    if (!isMounted(remote) || remote.load.status === 'error') continue;
    for (const page of remote.meta.pages) {
      if (allows(ability, page.requires)) pages.push({ to: page.to, title: t(page.title, { ns: remote.id }), keywords: page.keywords ?? [] });
    }
  }
  return pages;
}

/**
 * The pages the search and bookmarks may lead to: the shell's and those each listed remote's
 * metadata declares, that this user may open. A link to anything else would be a dead end.
 */
export function useKnownPages(): KnownPage[] {
  return useRegistryView(knownPages);
}

/** Lower case without accents: "Tâches" and "taches" meet. */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const pathOf = (link: string) => link.split(/[?#]/)[0] ?? link;

/** The server's pages that exist here, retitled in the current language; the rest are dropped. */
export function existingPages(pages: readonly SearchPage[], known: readonly KnownPage[]): SearchPage[] {
  const byPath = new Map(known.map((page) => [page.to, page]));
  return pages.flatMap((page) => {
    const here = byPath.get(pathOf(page.link));
    return here ? [{ ...page, title: here.title }] : [];
  });
}

/**
 * The Pages group for `q`: the server's matches that exist here, then this console's pages whose
 * title (in the current language) or keywords match, as the server's page (so they can be
 * bookmarked) when it has one. At most spec §9's 4.
 */
export function pageResults(found: readonly SearchPage[], all: readonly SearchPage[], known: readonly KnownPage[], q: string): SearchPage[] {
  const needle = fold(q.trim());
  const results = existingPages(found, known);
  const listed = new Set(results.map((page) => pathOf(page.link)));
  const serverPage = new Map(all.map((page) => [pathOf(page.link), page]));
  for (const page of known) {
    if (listed.has(page.to) || !needle) continue;
    if (![page.title, ...page.keywords].some((text) => fold(text).includes(needle))) continue;
    const server = serverPage.get(page.to);
    // A page the server does not know gets no id of its own: no star (ids below 1 are local).
    results.push(server ? { ...server, title: page.title } : { id: -results.length - 1, title: page.title, link: page.to, icon: '', isBookmarked: false });
    listed.add(page.to);
  }
  return results.slice(0, mainSearchGroupLimit);
}
