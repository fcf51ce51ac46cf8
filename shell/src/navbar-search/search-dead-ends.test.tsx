import { screen, waitFor, within } from '@testing-library/react';
import { listed, mountListing, todoMeta } from '../remotes/test-kit';
import { bookmarkLinks, dialog, expectOptions, renderNavbar, search, searchServerPerTest } from './test-kit';

// A console with only the shell's pages and the to-do remote (whose metadata finds it by "todo").
searchServerPerTest({ everyPageExists: false });
beforeEach(() => mountListing([listed(todoMeta({ pages: [{ title: 'meta.menu', to: '/apps/todo', keywords: ['todo', 'tasks'] }] }))]));

describe('NavbarSearch: no dead ends', () => {
  it('lists no page the console does not have, however the server answers', async () => {
    const { user } = renderNavbar();
    await search(user, 'chat');
    expect(within(await dialog()).queryByRole('group', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('finds the Todo page by "todo", under the menu’s name, and it can be bookmarked', async () => {
    const { user } = renderNavbar();
    await search(user, 'todo');
    expectOptions('Pages', ['Todo']);
    expect(screen.getByRole('button', { name: 'Bookmark Todo' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows only the bookmarks whose page exists, titled as the menu titles them', async () => {
    renderNavbar();
    // Seeded bookmarks: Tasks, Chat, User List, Analytics Dashboard; only the to-do page is here.
    await waitFor(() => expect(bookmarkLinks()).toEqual(['Todo']));
  });

  it('without the email app, a file names who has it in a toast instead of leading to a missing page', async () => {
    const { user } = renderNavbar('/apps/todo');
    await search(user, 'ravi');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('File “Encoding Ladder Benchmarks.xls” (780 KB, by Ravi Iyer)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'At /apps/todo' })).toBeInTheDocument();
  });

  it('without the email app, a contact names its address in a toast instead of leading to a missing page', async () => {
    const { user } = renderNavbar('/apps/todo');
    await search(user, 'mei chen');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Contact Mei Chen · mei.chen@studio.example')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'At /apps/todo' })).toBeInTheDocument();
  });
});
