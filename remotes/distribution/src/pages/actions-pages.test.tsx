import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LogAction } from '@console/contracts';
import { englishLeftOnScreen, mockServerPerTest, switchTestLanguage } from '@console/testing';
import { uiAr } from '@console/ui/i18n/ar';
import { uiFr } from '@console/ui/i18n/fr';
import ar from '../i18n/ar';
import en from '../i18n/en';
import fr from '../i18n/fr';
import { clientUser, distributionDomains, renderDistribution } from '../test-kit';

const mock = mockServerPerTest(distributionDomains);

it('keeps "All actions" from an account without LogAction', async () => {
  await renderDistribution('/distribution/actions', clientUser);
  expect(screen.getByRole('heading', { level: 1, name: 'You are not authorized' })).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'All actions' })).not.toBeInTheDocument();
});

it('opens "My actions" to the same account', async () => {
  await renderDistribution('/distribution/actions/mine', clientUser);
  expect(screen.getByRole('heading', { level: 1, name: 'My actions' })).toBeInTheDocument();
  expect(await screen.findByRole('table', { name: 'My actions' })).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'User' })).not.toBeInTheDocument();
});

it('shows an administrator the filters of "All actions"', async () => {
  await renderDistribution('/distribution/actions');
  const filters = screen.getByRole('search', { name: 'Filters' });
  expect(within(filters).getByRole('combobox', { name: 'User' })).toBeInTheDocument();
  expect(within(filters).getByRole('combobox', { name: 'Entity' })).toBeInTheDocument();
  expect(screen.getByLabelText('From')).toHaveAttribute('type', 'date');
});

it('says a user filter the log has no user for is not found, once the users have loaded', async () => {
  // A stale bookmark's or a hand-edited address's user: the log names Nadia Okafor only.
  const entry: LogAction = { id: 1, at: '2026-11-04T09:30:00.000Z', userId: 1, userName: 'Nadia Okafor', action: 'update', entityType: 'Brand', entityId: '1', summary: 'update Brand “Cedar”', name: 'Cedar', method: 'PUT', path: '/api/media/brands/1', changes: [] };
  mock.server().get('/api/distribution/actions', (_schema, request) => ({ actions: request.queryParams.userId === '1' ? [entry] : [], total: request.queryParams.userId === '1' ? 1 : 0, facets: { users: [{ id: 1, name: 'Nadia Okafor' }], actions: ['update'], entityTypes: ['Brand'] } }));
  await renderDistribution('/distribution/actions?userId=99999');
  const userFilter = within(screen.getByRole('search', { name: 'Filters' })).getByRole('combobox', { name: 'User' });
  expect(await within(userFilter).findByRole('option', { name: '99999 (not found)', selected: true })).toBeInTheDocument();
  expect(within(userFilter).getByRole('option', { name: 'Nadia Okafor' })).toBeInTheDocument();
  expect(within(userFilter).queryByRole('option', { name: '99999' })).not.toBeInTheDocument();
});

it('filters by day like by the selects: said at To when reversed, cleared by Clear filters', async () => {
  const user = userEvent.setup();
  const { router } = await renderDistribution('/distribution/actions?from=2026-11-20&to=2026-11-10');
  const filters = screen.getByRole('search', { name: 'Filters' });
  const to = within(filters).getByLabelText('To');
  expect(to).toHaveAttribute('aria-invalid', 'true');
  expect(to).toHaveAccessibleDescription('The end date is before the start date.');
  expect(within(filters).getByLabelText('From')).not.toHaveAttribute('aria-invalid');
  // Only days are set, and Clear filters still clears them.
  await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(router.state.location.search).toBe(''));
  // The inputs follow the address on the next render.
  await waitFor(() => expect(within(filters).getByLabelText('From')).toHaveValue(''));
  expect(within(filters).getByLabelText('To')).not.toHaveAttribute('aria-invalid');
});

it('says nothing about an empty log while it loads, only that it is loading', async () => {
  await renderDistribution('/distribution/actions');
  const table = screen.getByRole('table', { name: 'All actions' });
  expect(within(table).getByRole('status', { name: 'Loading all actions' })).toBeInTheDocument();
  expect(screen.queryByText('No actions')).not.toBeInTheDocument();
  // Answered (an empty log in a fresh mock), the pages say so.
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
  expect(screen.getByText('No actions')).toBeInTheDocument();
});

it('an old link past the log’s last page lands on its last page', async () => {
  // 25 entries, 20 a page: page 2 is the last. The mock answers with the page it is asked for.
  const entries: LogAction[] = Array.from({ length: 25 }, (_, index) => ({
    id: index + 1, at: '2026-11-04T09:30:00.000Z', userId: 1, userName: 'Nadia Okafor', action: 'update', entityType: 'Brand', entityId: String(index + 1),
    summary: `update Brand “Brand ${index + 1}”`, name: `Brand ${index + 1}`, method: 'PUT', path: `/api/media/brands/${index + 1}`, changes: [],
  }));
  mock.server().get('/api/distribution/actions', (_schema, request) => {
    const page = Number(request.queryParams.page ?? 1);
    return { actions: entries.slice((page - 1) * 20, page * 20), total: entries.length, facets: { users: [], actions: ['update'], entityTypes: ['Brand'] } };
  });
  const { router } = await renderDistribution('/distribution/actions?page=99');
  const table = screen.getByRole('table', { name: 'All actions' });
  expect(await within(table).findByRole('row', { name: /Brand 25/ })).toBeInTheDocument();
  expect(router.state.location.search).toBe('?page=2');
  expect(screen.getByText('Showing 21 to 25 of 25 actions')).toBeInTheDocument();
});

describe('a recorded change', () => {
  // The log as the API answers it (this test's mock records nothing: the console's core does).
  const entry: LogAction = {
    id: 1, at: '2026-11-04T09:30:00.000Z', userId: 1, userName: 'Nadia Okafor', action: 'update', entityType: 'SearchCampaign', entityId: '1',
    summary: 'update SearchCampaign “Autumn football”', name: 'Autumn football', method: 'PUT', path: '/api/distribution/campaigns/1', changes: [{ field: 'dailyBudget', before: 120, after: 150 }],
  };
  const logOf = (actions: LogAction[]) =>
    mock.server().get('/api/distribution/actions', () => ({ actions, total: actions.length, facets: { users: [{ id: 1, name: 'Nadia Okafor' }], actions: ['update'], entityTypes: ['SearchCampaign'] } }));
  beforeEach(() => logOf([entry]));
  afterEach(() => switchTestLanguage('en'));

  it('names its action, entity type and fields in words, not codes', async () => {
    await renderDistribution('/distribution/actions');
    const table = screen.getByRole('table', { name: 'All actions' });
    const row = await within(table).findByRole('row', { name: /Autumn football/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Update: Search campaign “\u2068Autumn football\u2069”');
    expect(within(row).getByRole('link', { name: 'Open Search campaign 1' })).toHaveTextContent('Search campaign #1');
    expect(within(row).getByText('Daily budget: \u2068120\u2069 → \u2068150\u2069')).toBeInTheDocument();
    expect(row).not.toHaveTextContent(/SearchCampaign|dailyBudget|\bupdate\b/);
    expect(screen.getByText('Showing 1 to 1 of 1 action')).toBeInTheDocument();
    const filters = screen.getByRole('search', { name: 'Filters' });
    expect(within(within(filters).getByRole('combobox', { name: 'Action' })).getByRole('option', { name: 'Update' })).toHaveValue('update');
    expect(within(within(filters).getByRole('combobox', { name: 'Entity' })).getByRole('option', { name: 'Search campaign' })).toHaveValue('SearchCampaign');
  });

  it('is dated and named in French for a French reader, not in the browser’s language', async () => {
    await switchTestLanguage('fr', { ui: uiFr });
    await renderDistribution('/distribution/actions');
    const table = screen.getByRole('table', { name: fr.log.all });
    const row = await within(table).findByRole('row', { name: /Autumn football/ });
    expect(within(row).getByText(new Intl.DateTimeFormat('fr', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(entry.at)))).toBeInTheDocument();
    expect(row).not.toHaveTextContent(new Date(entry.at).toLocaleString());
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Modification : Campagne de recherche « \u2068Autumn football\u2069 »');
    expect(within(row).getByText('Budget quotidien : \u2068120\u2069 → \u2068150\u2069')).toBeInTheDocument();
    // The record's number as French writes it, not the English "#" after a French name.
    expect(within(row).getByRole('link', { name: 'Ouvrir Campagne de recherche 1' })).toHaveTextContent(/^Campagne de recherche n° 1$/);
  });

  it('leaves none of its English on screen for an Arabic reader', async () => {
    await switchTestLanguage('ar', { ui: uiAr });
    await renderDistribution('/distribution/actions');
    const row = await within(screen.getByRole('table', { name: ar.log.all })).findByRole('row', { name: /Autumn football/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('تعديل: حملة بحث «\u2068Autumn football\u2069»');
    expect(within(row).getByRole('link', { name: 'فتح حملة بحث 1' })).toHaveTextContent(/^حملة بحث رقم 1$/);
    expect(englishLeftOnScreen({ distribution: en }, { distribution: ar })).toEqual([]);
  });

  it('says moments, days, amounts and brands in the reader’s language, and shows the fields past the sixth on demand', async () => {
    const at = '2026-11-04T09:30:00.000Z';
    const published: LogAction = {
      ...entry, id: 2, action: 'publish', entityType: 'RokuChannel', entityId: '2', summary: 'publish RokuChannel “Cedar Weekend”', name: 'Cedar Weekend', path: '/api/distribution/roku-channels/2/publish',
      changes: [{ field: 'publishedAt', before: null, after: at }, { field: 'version', before: 0, after: 1 }],
    };
    const created: LogAction = {
      ...entry, id: 3, action: 'create', summary: 'create SearchCampaign “Winter launch”', name: 'Winter launch', path: '/api/distribution/campaigns',
      changes: [
        { field: 'name', before: null, after: 'Winter launch' }, { field: 'brandId', before: null, after: 4 }, { field: 'keywords', before: null, after: ['winter', 'launch'] },
        { field: 'videoIds', before: null, after: [2, 3] }, { field: 'startDate', before: null, after: '2026-12-01' }, { field: 'endDate', before: null, after: '2026-12-31' },
        { field: 'dailyBudget', before: null, after: 1250.5 }, { field: 'status', before: null, after: 'draft' },
      ],
    };
    logOf([published, created]);
    await switchTestLanguage('fr', { ui: uiFr });
    const user = userEvent.setup();
    await renderDistribution('/distribution/actions');
    const table = screen.getByRole('table', { name: fr.log.all });
    const publish = await within(table).findByRole('row', { name: /Cedar Weekend/ });
    const moment = new Intl.DateTimeFormat('fr', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
    expect(within(publish).getByText(`Publication : \u2068(vide)\u2069 → \u2068${moment}\u2069`)).toBeInTheDocument();
    expect(publish).not.toHaveTextContent(at);
    const create = within(table).getByRole('row', { name: /Winter launch/ });
    const day = new Intl.DateTimeFormat('fr', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date('2026-12-01T00:00:00Z'));
    expect(within(create).getByText(`Date de début : \u2068(vide)\u2069 → \u2068${day}\u2069`)).toBeVisible();
    // A brand by its name, not its id; the videos under the log's own word (a playlist has them too).
    expect(await within(create).findByText('Marque : \u2068(vide)\u2069 → \u2068Summit Sports\u2069')).toBeVisible();
    // The videos added by their titles once read (no-break spaces inside « », read as spaces by the matcher).
    const titles = await Promise.all([2, 3].map(async (id) => ((await (await fetch(`/api/media/videos/${id}`)).json()) as { video: { title: string } }).video.title));
    expect(await within(create).findByText(`Vidéos : \u2068(vide)\u2069 → \u20682 vidéos\u2069 (ajout de ${titles.map((title) => `« \u2068${title}\u2069 »`).join(', ')})`)).toBeVisible();
    // The seventh and eighth fields are there, one click away.
    const budget = within(create).getByText(`Budget quotidien : \u2068(vide)\u2069 → \u2068${new Intl.NumberFormat('fr').format(1250.5).replace(/\s/g, ' ')}\u2069`);
    expect(budget).not.toBeVisible();
    await user.click(within(create).getByText('2 autres champs'));
    expect(budget).toBeVisible();
    expect(within(create).getByText('Statut : \u2068(vide)\u2069 → \u2068Brouillon\u2069')).toBeVisible();
  });

  it('says a field it has no name for in words', async () => {
    logOf([{ ...entry, changes: [{ field: 'lastReviewedBy', before: null, after: 'Nadia' }] }]);
    await renderDistribution('/distribution/actions');
    const row = await within(screen.getByRole('table', { name: 'All actions' })).findByRole('row', { name: /Autumn football/ });
    expect(within(row).getByText('Last reviewed by: \u2068(empty)\u2069 → \u2068Nadia\u2069')).toBeInTheDocument();
  });

  it('names a plan, a billing or a status by its name, and leaves a code it does not know as sent', async () => {
    logOf([{
      ...entry, entityType: 'Pricing', entityId: null, summary: 'update Pricing', name: undefined, path: '/pricing/plan',
      changes: [{ field: 'currentPlan', before: 'basic', after: 'enterprise' }, { field: 'billing', before: 'monthly', after: 'yearly' }, { field: 'status', before: 'paused', after: 'on-hold' }, { field: 'title', before: 'draft', after: 'Pending' }],
    }]);
    await renderDistribution('/distribution/actions');
    const row = await within(screen.getByRole('table', { name: 'All actions' })).findByRole('row', { name: /Pricing plan/ });
    expect(within(row).getByText('Plan: \u2068Basic\u2069 → \u2068Enterprise\u2069')).toBeInTheDocument();
    expect(within(row).getByText('Billing: \u2068Monthly\u2069 → \u2068Yearly\u2069')).toBeInTheDocument();
    expect(within(row).getByText('Status: \u2068Paused\u2069 → \u2068on-hold\u2069')).toBeInTheDocument();
    // A free text is never taken for a code, even when it spells one.
    expect(within(row).getByText('Title: \u2068draft\u2069 → \u2068Pending\u2069')).toBeInTheDocument();
  });
});
