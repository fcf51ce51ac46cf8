import { act, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import type { BookmarksResponse } from '@console/contracts';
import { developmentUser, useSessionStore } from '@console/auth';
import { mockDataChangedEvent } from '@console/mirage/gate';
import { bookmarkLinks, renderNavbar, search, searchServerPerTest } from './test-kit';

const mock = searchServerPerTest();

const seeded = ['Tasks', 'Chat', 'User List', 'Analytics Dashboard'];
const serverBookmarks = async () => ((await (await fetch('/api/bookmarks/data')).json()) as BookmarksResponse).bookmarks.map((page) => page.title);
const star = (title: string) => screen.getByRole('button', { name: `Bookmark ${title}` });

describe('NavbarBookmarks', () => {
  it('links the bookmarked pages by title', async () => {
    renderNavbar();
    await waitFor(() => expect(bookmarkLinks()).toEqual(seeded));
    expect(screen.getByRole('link', { name: 'User List' })).toHaveAttribute('href', '/apps/user/list');
    expect(screen.queryByRole('button', { name: /More bookmarks/ })).not.toBeInTheDocument();
  });

  it('offers a Retry when the bookmarks cannot be loaded', async () => {
    mock.server().get('/api/bookmarks/data', () => new Response(500, {}, { message: 'Down.' }));
    const { user } = renderNavbar();
    const retry = await screen.findByRole('button', { name: 'Bookmarks could not be loaded. Retry' });
    mock.restart();
    await user.click(retry);
    await waitFor(() => expect(bookmarkLinks()).toEqual(seeded));
  });

  it("follows another tab's change: the mock says data changed, the bar reads the bookmarks again", async () => {
    renderNavbar();
    await waitFor(() => expect(bookmarkLinks()).toEqual(seeded));
    // What another tab's star does to the shared data, then the event the mock raises in this tab.
    await fetch('/api/bookmarks/update', { method: 'POST', body: JSON.stringify({ id: 1 }) });
    window.dispatchEvent(new CustomEvent(mockDataChangedEvent, { detail: { domain: 'navbar-search' } }));
    await waitFor(() => expect(bookmarkLinks()).not.toEqual(seeded));
  });
});

describe('the search’s star toggles', () => {
  it('bookmarking a page adds it to the navbar at once, in page order; past 4 the rest go under "More bookmarks"', async () => {
    const { user } = renderNavbar();
    await waitFor(() => expect(bookmarkLinks()).toEqual(seeded));
    await search(user, 'pricing');
    expect(star('Pricing')).toHaveAttribute('aria-pressed', 'false');
    await user.click(star('Pricing'));
    expect(star('Pricing')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Escape}');
    expect(bookmarkLinks()).toEqual(['Tasks', 'Chat', 'User List', 'Pricing']);
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pages/pricing');
    const more = within(screen.getByRole('navigation', { name: 'Bookmarks' })).getByRole('button', { name: 'More bookmarks (+1)' });
    expect(more).toHaveTextContent('+1');
    await user.click(more);
    expect(await screen.findByRole('link', { name: 'Analytics Dashboard' })).toHaveAttribute('href', '/dashboard/analytics');
    expect(await serverBookmarks()).toEqual(['Tasks', 'Chat', 'User List', 'Pricing', 'Analytics Dashboard']);
  });

  it('un-bookmarking a page takes it out of the navbar, and the star shows the store’s state', async () => {
    const { user } = renderNavbar();
    await waitFor(() => expect(bookmarkLinks()).toEqual(seeded));
    await search(user, 'tasks');
    expect(star('Tasks')).toHaveAttribute('aria-pressed', 'true');
    await user.click(star('Tasks'));
    expect(star('Tasks')).toHaveAttribute('aria-pressed', 'false');
    expect(bookmarkLinks()).toEqual(seeded.slice(1));
    await waitFor(async () => expect(await serverBookmarks()).toEqual(seeded.slice(1)));
    expect(screen.getByRole('combobox')).toHaveFocus(); // the arrow keys still work
  });

  it('undoes the toggle and says so when the server refuses it', async () => {
    mock.server().post('/api/bookmarks/update', () => new Response(500, {}, { message: 'Down.' }));
    const { user } = renderNavbar();
    await waitFor(() => expect(bookmarkLinks()).toEqual(seeded));
    await search(user, 'faq');
    await user.click(star('FAQ'));
    expect(await screen.findByText('The bookmark could not be saved. Please try again.')).toBeInTheDocument();
    expect(star('FAQ')).toHaveAttribute('aria-pressed', 'false');
    expect(bookmarkLinks()).toEqual(seeded);
  });

  it('says the account may not when the server refuses it for that reason', async () => {
    mock.server().post('/api/bookmarks/update', () => new Response(403, {}, { message: 'Forbidden' }));
    const { user } = renderNavbar();
    await waitFor(() => expect(bookmarkLinks()).toEqual(seeded));
    await search(user, 'faq');
    await user.click(star('FAQ'));
    expect(await screen.findByText('Your account may not do this.')).toBeInTheDocument();
    expect(star('FAQ')).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers no stars to an account that may read but not change the bookmarks; the navbar still links them', async () => {
    const admin = useSessionStore.getState().user;
    useSessionStore.getState().setUser({ ...developmentUser, ability: [{ action: 'read', subject: 'all' }] });
    try {
      const { user } = renderNavbar();
      await waitFor(() => expect(bookmarkLinks()).toEqual(seeded));
      await search(user, 'tasks');
      expect(screen.getByRole('option', { name: /^Tasks/ })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Bookmark / })).not.toBeInTheDocument();
    } finally {
      act(() => useSessionStore.getState().setUser(admin));
    }
  });
});
