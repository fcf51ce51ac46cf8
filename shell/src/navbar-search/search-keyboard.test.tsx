import { act, screen, within } from '@testing-library/react';
import { combobox, dialogClosed, expectOptions, pagesRemote, renderNavbar, search, titled, searchServerPerTest } from './test-kit';
import { developmentUser, useSessionStore } from '@console/auth';
import { useRemoteRegistry } from '../remotes/remote-registry';
import { listed, mountListing } from '../remotes/test-kit';

const mock = searchServerPerTest();

// What the seed answers for 'a': more than 4 matches in every group, the first 4 of each.
const pagesForA = ['Tasks', 'Email', 'Chat', 'Add Invoice'];
const filesForA = ['Upfront Ad Rates 2027.pdf', 'Quiet Rooms Shooting Script.doc', 'Kitchen Atlas Key Art.png', 'Tempo Live Sizzle Reel.mp4'];
const contactsForA = ['Amara Castellanos', 'Haruto Sato', 'Aisha Bello', 'Marco Bellini'];

/** The one option the combobox points at (aria-activedescendant), checked to be the selected one. */
function expectActive(title: string) {
  const option = screen.getByRole('option', { selected: true });
  expect(option).toHaveAccessibleName(titled(title));
  expect(combobox()).toHaveAttribute('aria-activedescendant', option.id);
}

describe('NavbarSearch: results', () => {
  it('groups a broad query into Pages, Files and Contacts, at most 4 options each', async () => {
    const { user } = renderNavbar();
    await search(user, 'a');
    expect(within(screen.getByRole('listbox', { name: 'Results' })).getAllByRole('group')).toHaveLength(3);
    expectOptions('Pages', pagesForA);
    expectOptions('Files', filesForA);
    expectOptions('Contacts', contactsForA);
    expect(screen.getByRole('option', { name: titled('Tasks', '/apps/todo') })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: titled('Marco Bellini', 'marco.bellini@studio.example') })).toBeInTheDocument();
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps to 4 per group even if the server sends more', async () => {
    const pages = Array.from({ length: 7 }, (_, i) => ({ id: i + 1, title: `Report ${i + 1}`, link: `/r/${i + 1}`, icon: 'File', isBookmarked: false }));
    mock.server().get('/api/main-search/data', () => ({ pages, files: [], contacts: [] }));
    mountListing([listed(pagesRemote(pages, 'reports'))]);
    const { user } = renderNavbar();
    await search(user, 'report');
    expectOptions('Pages', ['Report 1', 'Report 2', 'Report 3', 'Report 4']);
  });
});

describe('NavbarSearch: keyboard', () => {
  it('ArrowDown and ArrowUp walk every option across the groups, wrapping at both ends', async () => {
    const { user } = renderNavbar();
    await search(user, 'a');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('option', { selected: true })).not.toBeInTheDocument();
    for (const name of [...pagesForA, ...filesForA, ...contactsForA]) {
      await user.keyboard('{ArrowDown}');
      expectActive(name);
    }
    await user.keyboard('{ArrowDown}');
    expectActive('Tasks'); // wrapped to the top
    await user.keyboard('{ArrowUp}');
    expectActive('Marco Bellini'); // and back round to the bottom
    await user.keyboard('{ArrowUp}');
    expectActive('Aisha Bello');
  });

  it('keeps the active option when the same answer is derived again (a remote mounted meanwhile)', async () => {
    const { user } = renderNavbar();
    await search(user, 'a');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expectActive('Email');
    const mounted = useRemoteRegistry.getState().remotes;
    act(() => mountListing([...mounted, listed(pagesRemote([{ title: 'Quiz', link: '/quiz' }], 'quizzes'))]));
    expectActive('Email');
  });

  it('Enter opens the active page: it navigates there and closes the dialog', async () => {
    const { user } = renderNavbar();
    await search(user, 'pricing');
    await user.keyboard('{ArrowDown}{Enter}');
    await dialogClosed();
    expect(screen.getByRole('heading', { name: 'At /pages/pricing' })).toBeInTheDocument();
  });

  it('Enter on a file opens a mail to its author asking for it; on a contact, a mail to them', async () => {
    const { user } = renderNavbar('/apps/todo');
    await search(user, 'ravi');
    await user.keyboard('{ArrowDown}{Enter}');
    await dialogClosed();
    expect(screen.getByRole('heading', { name: 'At /apps/email' })).toBeInTheDocument();
    expect(screen.getByText('Query ?compose=ravi.iyer@studio.example&subject=Encoding+Ladder+Benchmarks.xls')).toBeInTheDocument();

    await search(user, 'mei chen');
    await user.keyboard('{ArrowDown}{Enter}');
    await dialogClosed();
    expect(screen.getByRole('heading', { name: 'At /apps/email' })).toBeInTheDocument();
  });

  it('tells a reader of mail who may not write it a contact’s address, instead of a mail they could not send', async () => {
    useSessionStore.getState().setUser({ ...developmentUser, ability: [{ action: 'read', subject: 'all' }] });
    const { user } = renderNavbar('/apps/todo');
    await search(user, 'mei chen');
    await user.keyboard('{ArrowDown}{Enter}');
    await dialogClosed();
    expect(screen.getByRole('heading', { name: 'At /apps/todo' })).toBeInTheDocument();
    expect(await screen.findByText(/mei\.chen@/)).toBeInTheDocument();
  });

  it('a click opens an option too, and pointing at one makes it active', async () => {
    const { user } = renderNavbar();
    await search(user, 'blog');
    await user.hover(screen.getByRole('option', { name: titled('Blog Edit') }));
    expectActive('Blog Edit');
    await user.click(screen.getByRole('option', { name: titled('Blog List') }));
    await dialogClosed();
    expect(screen.getByRole('heading', { name: 'At /pages/blog/list' })).toBeInTheDocument();
  });
});
