import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useLocation } from '@console/router';
import { developmentUser, useSessionStore } from '@console/auth';
import { navbarSearchDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { NavbarBookmarks, NavbarSearch } from '.';
import type { RemoteMeta } from '@console/contracts';
import type { MockDomain } from '@console/mirage';
import { clearRegistry, listed, mountListing } from '../remotes/test-kit';
import { useBookmarksStore } from './bookmarks-store';
import { fetchBookmarks } from './search-api';

/** A remote whose metadata declares `pages` (title, link): the search may lead there. */
export function pagesRemote(pages: readonly { title: string; link: string }[], id = 'every-page'): RemoteMeta {
  return {
    id,
    basePath: `/${id}`,
    nav: [],
    pages: pages.map((page, index) => ({ title: `page${index}`, to: page.link })),
    texts: { en: Object.fromEntries(pages.map((page, index) => [`page${index}`, page.title])) },
  };
}

/**
 * Per test: a freshly seeded mock of the search and bookmarks calls (and of `domains`), no toasts,
 * empty bookmarks, the administrator signed in (who may change the bookmarks), and (unless
 * `everyPageExists` is false) a console that has every page the mock lists.
 */
export function searchServerPerTest({ everyPageExists = true, domains = (): MockDomain[] => [] } = {}) {
  beforeEach(() => {
    useBookmarksStore.setState(useBookmarksStore.getInitialState(), true);
    useSessionStore.getState().setUser(developmentUser);
  });
  afterEach(() => useSessionStore.getState().setUser(null));
  const server = mockServerPerTest(() => [navbarSearchDomain(), ...domains()]);
  beforeEach(async () => {
    if (everyPageExists) mountListing([listed(pagesRemote((await fetchBookmarks()).suggestions))]);
  });
  afterEach(clearRegistry);
  return server;
}

function CurrentPath() {
  const { pathname, search } = useLocation();
  return (
    <>
      <h1>{`At ${pathname}`}</h1>
      {search && <p>{`Query ${decodeURIComponent(search)}`}</p>}
    </>
  );
}

/** Test helper: the search and bookmarks as the navbar mounts them, a page that names the path, and toasts. */
export function renderNavbar(path = '/') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <header>
        <NavbarSearch />
        <NavbarBookmarks />
      </header>
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
  return { user };
}

export const searchButton = () => screen.getByRole('button', { name: 'Search' });
export const dialog = () => screen.findByRole('dialog', { name: 'Search the console' });
export const combobox = () => screen.getByRole('combobox', { name: 'Search pages, files and contacts' });
export const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

/** Opens the dialog with the button and types `text`; resolves once the answer is listed. */
export async function search(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(searchButton());
  await dialog();
  await user.type(combobox(), text);
  await waitFor(() => expect(screen.getByRole('listbox', { hidden: true })).toHaveAttribute('aria-busy', 'false'));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** An option's name: its title, a comma, then its path, file details or email (engines space it differently). */
export const titled = (title: string, detail = '') => new RegExp(`^${escape(title)}\\s*,\\s*${detail ? `${escape(detail)}$` : ''}`);

/** Checks the options of one labelled group (Pages, Files, Contacts), by title and in order. */
export function expectOptions(group: string, titles: string[]) {
  const options = within(screen.getByRole('group', { name: group })).getAllByRole('option');
  expect(options).toHaveLength(titles.length);
  titles.forEach((title, i) => expect(options[i]).toHaveAccessibleName(titled(title)));
}

/** The bookmarks the navbar shows as links (not those in the "More bookmarks" menu). */
export const bookmarkLinks = () =>
  within(screen.getByRole('navigation', { name: 'Bookmarks' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
