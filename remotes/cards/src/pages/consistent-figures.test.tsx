import { act, screen, within } from '@testing-library/react';
import { cardsDomain } from '@console/mirage';
import { mockServerPerTest, switchTestLanguage } from '@console/testing';
import { uiAr } from '@console/ui/i18n/ar';
import { uiFr } from '@console/ui/i18n/fr';
import ar from '../i18n/ar';
import en from '../i18n/en';
import fr from '../i18n/fr';
import { chartTable, figure, findCard, renderCards, tableRows } from '../test-kit';

jest.mock('react-chartjs-2', () => jest.requireActual('../chart-test-kit'));

const mock = mockServerPerTest(() => [cardsDomain()]);
afterEach(() => switchTestLanguage('en'));

// A browser audit found figures that contradicted each other: a completed share no count allowed,
// one gauge against two goals, and two "Merch Orders" figures without a period to tell them apart.

it('support tracker: the completed share follows from the counts shown, whatever the answer says', async () => {
  const tracker = { title: 'Viewer Support Tracker', last_days: ['Last 28 Days', 'Last Month', 'Last Year'], totalTickets: 164, newTickets: 31, openTickets: 58, responseTimeDays: 1 };
  mock.server().get('/card/card-analytics/support-tracker', () => ({ ...tracker, completedPercent: 83 }));
  await renderCards('/dashboard/analytics');
  const region = await findCard('Viewer Support Tracker');
  expect(figure(region, 'Total tickets')).toBe('164');
  expect(figure(region, 'Open tickets')).toBe('58');
  // 106 of 164 tickets are not open.
  expect(tableRows(chartTable(region, 'Share of tickets completed'))).toEqual([['Completed tickets', '65%']]);
});

it('one watch-hour goal: the goal gauge’s share is the hours completed against the goal the sessions card gives', async () => {
  const { router } = await renderCards('/dashboard/analytics');
  const goalBar = within(await findCard('Average Watch Sessions')).getByRole('progressbar', { name: 'Watch-hour goal' });
  expect(goalBar).toHaveAttribute('aria-valuenow', '79');
  expect(within(await findCard('Average Watch Sessions')).getByText('1,000,000 hours')).toBeInTheDocument();

  await act(() => router.navigate('/dashboard/ecommerce'));
  await screen.findByRole('heading', { level: 1, name: 'eCommerce dashboard' });
  const goal = await findCard('Watch-Hour Goal');
  expect(figure(goal, 'Goal')).toBe('1,000,000 hours');
  expect(figure(goal, 'Hours completed')).toBe('786,617 hours');
  // 786,617 of 1,000,000 hours.
  expect(tableRows(chartTable(goal, 'Watch-hour goal reached'))).toEqual([['Reached', '79%']]);
});

it('merch orders: the same figure for the same period on both dashboards', async () => {
  const { router } = await renderCards('/dashboard/analytics');
  const orders = await findCard('Merch Orders');
  expect(within(orders).getByRole('combobox', { name: 'Period of Merch Orders' })).toHaveDisplayValue('Last 28 Days');
  expect(within(orders).getByText('42.5K')).toBeInTheDocument();

  await act(() => router.navigate('/dashboard/ecommerce'));
  await screen.findByRole('heading', { level: 1, name: 'eCommerce dashboard' });
  const statistic = await findCard('Merch Orders');
  expect(within(statistic).getByText('42.5K')).toBeInTheDocument();
  // Said in words, not offered as a choice: this card has one period.
  expect(within(statistic).getByText('Last 28 Days')).toBeInTheDocument();
  expect(within(statistic).queryByRole('combobox')).not.toBeInTheDocument();
});

it.each([
  ['fr', fr, { ui: uiFr }, 'Commandes de produits dérivés'],
  ['ar', ar, { ui: uiAr }, 'طلبات المنتجات الترويجية'],
] as const)('merch orders on the eCommerce dashboard say their period in %s', async (language, texts, bundles, title) => {
  await switchTestLanguage(language, bundles);
  await renderCards('/dashboard/ecommerce');
  const statistic = await findCard(title);
  expect(within(statistic).getByText(texts.periods.last28Days)).toBeInTheDocument();
  expect(within(statistic).queryByText(en.periods.last28Days)).not.toBeInTheDocument();
});
