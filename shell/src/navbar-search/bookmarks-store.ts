import { create } from 'zustand';
import type { SearchPage } from '@console/contracts';
import { mockDataChangedEvent } from '@console/mirage/gate';
import { fetchBookmarks, toggleBookmark } from './search-api';

interface BookmarksState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Bookmarked pages in the server's (page id) order. */
  bookmarks: SearchPage[];
  /** Every page the server knows (its suggestions): a page found by keyword is starred through it. */
  pages: SearchPage[];
  /** Pages whose toggle the server has not answered yet: a second click waits for the first. */
  pending: readonly number[];
  load(): Promise<void>;
  /** Flips the page's bookmark at once and on the server; undone (and rethrown) if the server refuses. */
  toggle(page: SearchPage): Promise<void>;
}

function withBookmark(bookmarks: SearchPage[], page: SearchPage, on: boolean): SearchPage[] {
  const others = bookmarks.filter((bookmark) => bookmark.id !== page.id);
  if (!on) return others;
  return [...others, { ...page, isBookmarked: true }].sort((a, b) => a.id - b.id);
}

/** Whether a page is bookmarked: the store knows best once loaded, a search result before that. */
export function isBookmarked(state: Pick<BookmarksState, 'status' | 'bookmarks'>, page: SearchPage): boolean {
  return state.status === 'ready' ? state.bookmarks.some((bookmark) => bookmark.id === page.id) : page.isBookmarked;
}

/** The bookmarked pages, shared by the navbar links and the search's star toggles. */
export const useBookmarksStore = create<BookmarksState>((set, get) => ({
  status: 'idle',
  bookmarks: [],
  pages: [],
  pending: [],

  async load() {
    set({ status: get().status === 'ready' ? 'ready' : 'loading' });
    try {
      const { bookmarks, suggestions } = await fetchBookmarks();
      set({ status: 'ready', bookmarks, pages: suggestions });
    } catch {
      // Bookmarks already on screen stay; only a first load shows the error.
      if (get().status !== 'ready') set({ status: 'error' });
    }
  },

  async toggle(page) {
    if (get().pending.includes(page.id)) return;
    const wasOn = isBookmarked(get(), page);
    const settle = (on: boolean) =>
      set((state) => ({ bookmarks: withBookmark(state.bookmarks, page, on), pending: state.pending.filter((id) => id !== page.id) }));
    set((state) => ({ bookmarks: withBookmark(state.bookmarks, page, !wasOn), pending: [...state.pending, page.id] }));
    try {
      const saved = await toggleBookmark(page.id);
      settle(saved.isBookmarked);
    } catch (error) {
      settle(wasOn);
      throw error;
    }
    // Without a loaded list the optimistic one is partial: fetch the whole truth.
    if (get().status !== 'ready') await get().load();
  },
}));

// Another tab starred or unstarred a page (the mock backend read its change into this tab): the
// navbar follows, as the lists do. Nothing to do before the first load.
if (typeof window !== 'undefined') {
  window.addEventListener(mockDataChangedEvent, (event) => {
    // The bookmarks live in the mock's navbar-search domain: another domain's change leaves them be.
    const { domain } = (event as CustomEvent<{ domain?: string }>).detail ?? {};
    if (domain === 'navbar-search' && useBookmarksStore.getState().status === 'ready') void useBookmarksStore.getState().load();
  });
}
