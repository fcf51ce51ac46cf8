import { act, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import type { User } from '@console/contracts';
import { seedTasks, seedUsers, todoDomain, usersDomain } from '@console/mirage';
import { englishLeftOnScreen, mockServerPerTest, renderRemote, switchTestLanguage } from '@console/testing';
import { uiAr } from '@console/ui/i18n/ar';
import { uiFr } from '@console/ui/i18n/fr';
import ar from '../i18n/ar';
import en from '../i18n/en';
import fr from '../i18n/fr';
import usersModule from '../module';
import { namesOf } from '../test-kit';

const mock = mockServerPerTest(() => [usersDomain(), todoDomain()]);

afterEach(() => switchTestLanguage('en'));

// Role, plan and status sort by rank in every language (docs/mock-backend.md), not by the English keys.
const ranks = {
  role: ['admin', 'maintainer', 'editor', 'author', 'subscriber'],
  currentPlan: ['basic', 'team', 'company', 'enterprise'],
  status: ['active', 'pending', 'inactive'],
} as const;
const rankedColumns = [
  { column: 'role', header: 'role' },
  { column: 'currentPlan', header: 'plan' },
  { column: 'status', header: 'status' },
] as const;
/** The seed in the column's rank order; equal ranks keep list (id) order both ways. */
const byRank = (column: keyof typeof ranks, sign: 1 | -1) => {
  const rank = (user: User) => (ranks[column] as readonly string[]).indexOf(user[column]);
  return [...seedUsers()].sort((a, b) => sign * (rank(a) - rank(b)) || a.id - b.id);
};

// Each language with the kit's texts the shell would have loaded, and words only its own texts have.
const languages = [
  { language: 'fr', texts: fr, ui: uiFr, allUsers: 'Tous les utilisateurs', details: 'Coordonnées' },
  { language: 'ar', texts: ar, ui: uiAr, allUsers: 'كل المستخدمين', details: 'التفاصيل' },
] as const;

describe.each(languages)('in $language', ({ language, texts, ui, allUsers, details }) => {
  it('shows the list, its counts and the add-user panel with no English of its own left', async () => {
    await switchTestLanguage(language, { ui });
    const { user } = renderRemote(usersModule, '/apps/user/list');
    const table = await screen.findByRole('table', { name: texts.list.table }, { timeout: 5_000 });
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(10));
    const stats = within(screen.getByRole('region', { name: texts.stats.heading }));
    expect(stats.getByText(allUsers)).toBeInTheDocument();
    await waitFor(() => expect(stats.getAllByRole('definition')[0]).not.toHaveTextContent('–'));
    expect(screen.getByRole('heading', { level: 1, name: texts.list.title })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: texts.add.open }));
    expect(await screen.findByRole('dialog', { name: texts.add.title })).toBeInTheDocument();
    expect(englishLeftOnScreen({ users: en }, { users: texts })).toEqual([]);
  });

  it("shows a user's details, plan and activity with no English of its own left", async () => {
    await switchTestLanguage(language, { ui });
    renderRemote(usersModule, '/apps/user/view/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Raman' }, { timeout: 5_000 })).toBeInTheDocument();
    const activity = within(screen.getByRole('region', { name: texts.activity.title }));
    const assigned = seedTasks().filter((task) => !task.isDeleted && task.assignee?.fullName === 'Priya Raman');
    expect(await activity.findAllByRole('listitem')).toHaveLength(Math.min(5, assigned.length));
    expect(screen.getByRole('heading', { name: details })).toBeInTheDocument();
    expect(englishLeftOnScreen({ users: en }, { users: texts })).toEqual([]);
  });

  it('says failed loads and a failed export in its language, not with the server’s English', async () => {
    await switchTestLanguage(language, { ui });
    const down = () => new Response(503, {}, { message: 'The user service is down.' });
    mock.server().get('/api/users/list/data', down);
    mock.server().get('/api/users/user', down);
    mock.server().get('/apps/todo/tasks', down);
    const { user, router } = renderRemote(usersModule, '/apps/user/list');
    expect(await screen.findByText(texts.list.loadFailed, {}, { timeout: 5_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.export.button }));
    expect(await screen.findByText(texts.export.failed)).toBeInTheDocument();

    await act(() => router.navigate('/apps/user/view/4'));
    expect(await screen.findByText(texts.view.loadFailed, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: texts.view.userWithId.replace('{{id}}', '4') })).toBeInTheDocument();
    usersDomain().routes(mock.server()); // the user loads again; their tasks still do not
    await user.click(screen.getByRole('button', { name: ui.retry }));
    expect(await screen.findByText(texts.activity.loadFailed, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByText(/The user service is down/)).not.toBeInTheDocument();
    expect(englishLeftOnScreen({ users: en }, { users: texts })).toEqual([]);
  });

  it('says in its language why the list could not be loaded when the server cannot be reached', async () => {
    await switchTestLanguage(language, { ui });
    const answer = window.fetch;
    const offline = jest.spyOn(window, 'fetch').mockImplementation((input, init) =>
      String(input).includes('/api/users/list') ? Promise.reject(new TypeError('Failed to fetch')) : answer(input, init),
    );
    renderRemote(usersModule, '/apps/user/list');
    expect(await screen.findByText(`${texts.list.loadFailed} ${ui.callErrors.offline}`, {}, { timeout: 5_000 })).toBeInTheDocument();
    offline.mockRestore();
  });

  it.each(rankedColumns)('sorts the $column column by rank, not by the names it shows', async ({ column, header }) => {
    await switchTestLanguage(language, { ui });
    const { user } = renderRemote(usersModule, '/apps/user/list?perPage=25');
    const table = await screen.findByRole('table', { name: texts.list.table }, { timeout: 5_000 });
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(24));
    const names = () => within(table).getAllByRole('rowheader').map((cell) => within(cell).getByRole('link').textContent);
    await user.click(within(table).getByRole('button', { name: texts.fields[header] }));
    await waitFor(() => expect(names()).toEqual(namesOf(byRank(column, 1))));
    await user.click(within(table).getByRole('button', { name: texts.fields[header] }));
    await waitFor(() => expect(names()).toEqual(namesOf(byRank(column, -1))));
  });

  it('writes the list’s count of users in its plural forms', async () => {
    await switchTestLanguage(language, { ui });
    renderRemote(usersModule, '/apps/user/list?q=mor');
    const table = await screen.findByRole('table', { name: texts.list.table }, { timeout: 5_000 });
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(1));
    const one = new Intl.NumberFormat(language).format(1);
    const showing = ui.pagination.showing.replace('{{first}}', one).replace('{{last}}', one).replace('{{total}}', one);
    expect(screen.getByText(showing.replace('{{items}}', texts.list.itemLabel_one))).toBeInTheDocument();
  });
});
