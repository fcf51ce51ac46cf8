import { useEffect, useMemo } from 'react';
import { NavLink } from '@console/router';
import type { SearchPage } from '@console/contracts';
import { whenPageSettled } from '../app/page-settled';
import { DeferredDropdown } from '../layout/deferred-dropdown';
import { useBookmarksStore } from './bookmarks-store';
import { existingPages, useKnownPages } from './known-pages';
import { useSearchT } from './use-search-t';
import './navbar-search.css';
import { keepFocusNearby, useFormat } from '@console/ui';

/** How many bookmarks fit in the navbar; the rest wait in the "More bookmarks" menu. */
export const visibleBookmarkCount = 4;

/** The bookmarked pages as compact navbar links (star them in the search to add one). */
export function NavbarBookmarks() {
  const { t } = useSearchT();
  const status = useBookmarksStore((state) => state.status);
  const saved = useBookmarksStore((state) => state.bookmarks);
  const load = useBookmarksStore((state) => state.load);

  // The navbar's extras wait for the page's own data: the bookmarks are asked for once it is in.
  useEffect(() => whenPageSettled(() => void load()), [load]);

  if (status === 'error') {
    return (
      <button ref={keepFocusNearby} type="button" className="btn btn-link btn-sm text-danger" onClick={() => void load()}>
        {t('bookmarksError')}
      </button>
    );
  }
  // The index of every listed remote's pages is built only once there are bookmarks to check
  // against it: not on the way to the first paint, where its cost grew with each listed remote.
  return saved.length > 0 ? <BookmarkLinks saved={saved} /> : null;
}

function BookmarkLinks({ saved }: { saved: readonly SearchPage[] }) {
  const { t } = useSearchT();
  const { number } = useFormat();
  const known = useKnownPages();
  // Only pages this console has, titled in the current language: a bookmark is never a dead end.
  const bookmarks = useMemo(() => existingPages(saved, known), [saved, known]);
  if (bookmarks.length === 0) return null;
  const shown = bookmarks.slice(0, visibleBookmarkCount);
  const more = bookmarks.slice(visibleBookmarkCount);
  return (
    <nav aria-label={t('bookmarks')} className="navbar-bookmarks">
      <ul>
        {shown.map((page) => (
          <li key={page.id}>
            <NavLink to={page.link} className="navbar-bookmark" title={page.title}>
              {page.title}
            </NavLink>
          </li>
        ))}
        {more.length > 0 && (
          <li>
            <DeferredDropdown
              size="sm"
              toggleClassName="navbar-bookmark"
              toggleLabel={t('moreBookmarks', { count: more.length, shown: number(more.length) })}
              toggle={`+${number(more.length)}`}
              menu={(Dropdown) =>
                more.map((page) => (
                  <Dropdown.Item key={page.id} as={NavLink} to={page.link}>
                    {page.title}
                  </Dropdown.Item>
                ))
              }
            />
          </li>
        )}
      </ul>
    </nav>
  );
}
