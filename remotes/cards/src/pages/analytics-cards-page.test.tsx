import { screen, within } from '@testing-library/react';
import { cardsDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { chartTable, figure, findCard, renderCards, tableRows } from '../test-kit';

jest.mock('react-chartjs-2', () => jest.requireActual('../chart-test-kit'));

mockServerPerTest(() => [cardsDomain()]);

/** The card's chart is named for assistive tech after what it shows. */
const expectChart = (region: HTMLElement, caption: string) =>
  expect(within(region).getByRole('img', { name: `${caption}: chart; its figures are in the table that follows` })).toBeInTheDocument();

describe('the analytics cards gallery', () => {
  it('has every analytics card, titled by its answer', async () => {
    await renderCards('/cards/analytics');
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics cards' })).toBeInTheDocument();
    for (const title of ['Viewer Support Tracker', 'Average Watch Sessions', 'Revenue Report', 'Watch-Hour Goal', 'Ad Revenue', 'Merch Orders', 'Views by Device', 'Audience']) {
      expect(await findCard(title)).toBeInTheDocument();
    }
  });

  it('support tracker: the tickets, the response time and the completed share as a gauge', async () => {
    await renderCards('/cards/analytics');
    const region = await findCard('Viewer Support Tracker');
    expect(figure(region, 'Total tickets')).toBe('164');
    expect(figure(region, 'New tickets')).toBe('31');
    expect(figure(region, 'Open tickets')).toBe('58');
    expect(figure(region, 'Response time')).toBe('1 day');
    expect(tableRows(chartTable(region, 'Share of tickets completed'))).toEqual([['Completed tickets', '65%']]);
    expectChart(region, 'Share of tickets completed');
  });

  it('average sessions: the daily average, its change, sessions by weekday and the goals', async () => {
    await renderCards('/cards/analytics');
    const region = await findCard('Average Watch Sessions');
    expect(figure(region, 'Average sessions a day')).toBe('2,740');
    expect(within(region).getByText('+5.2% on the previous period')).toBeInTheDocument();
    const rows = tableRows(chartTable(region, 'Sessions by day of the week'));
    expect(rows[0]).toEqual(['Mon', '1.9K']);
    expect(rows).toHaveLength(7);
    expect(within(region).getByRole('progressbar', { name: 'Watch-hour goal' })).toHaveAttribute('aria-valuenow', '79');
    expect(within(region).getByText('1,000,000 hours')).toBeInTheDocument();
    expectChart(region, 'Sessions by day of the week');
  });

  it('revenue report: the year’s earnings and budget, monthly bars and the budget line', async () => {
    await renderCards('/cards/analytics');
    const region = await findCard('Revenue Report');
    expect(figure(region, 'Earnings in 2020')).toBe('$1,438,000');
    expect(figure(region, 'Yearly budget')).toBe('$528,000');
    const bars = tableRows(chartTable(region, 'Earnings and expenses by month, 2020'));
    expect(bars[0]).toEqual(['Jan', '$95K', '-$145K']);
    expect(bars).toHaveLength(9);
    expect(tableRows(chartTable(region, 'Budget and spending by month, 2020'))[6]).toEqual(['Jul', '$79K', '$25K']);
    expectChart(region, 'Earnings and expenses by month, 2020');
  });

  it('goal overview: hours completed and in progress, and the share reached', async () => {
    await renderCards('/cards/analytics');
    const region = await findCard('Watch-Hour Goal');
    expect(figure(region, 'Hours completed')).toBe('786,617 hours');
    expect(figure(region, 'Hours in progress')).toBe('13,561 hours');
    expect(tableRows(chartTable(region, 'Watch-hour goal reached'))).toEqual([['Reached', '79%']]);
  });

  it('revenue: this month against last month, day by day', async () => {
    await renderCards('/cards/analytics');
    const region = await findCard('Ad Revenue');
    expect(figure(region, 'This month')).toBe('$86,589');
    expect(figure(region, 'Last month')).toBe('$73,683');
    expect(tableRows(chartTable(region, 'Revenue by day of the month'))[0]).toEqual(['01', '$4.5K', '$4.6K']);
    expectChart(region, 'Revenue by day of the month');
  });

  it('product orders: the total and each status', async () => {
    await renderCards('/cards/analytics');
    const region = await findCard('Merch Orders');
    expect(figure(region, 'Total orders')).toBe('42,459');
    expect(figure(region, 'Rejected')).toBe('4,758');
    expect(tableRows(chartTable(region, 'Orders by status'))).toEqual([
      ['Finished', '23,043'],
      ['Pending', '14,658'],
      ['Rejected', '4,758'],
    ]);
  });

  it('views by device: each share and its change', async () => {
    await renderCards('/cards/analytics');
    const region = await findCard('Views by Device');
    expect(figure(region, 'Smart TV')).toBe('46.2%');
    expect(within(region).getByText('-2.4% on the previous period')).toBeInTheDocument();
    expect(tableRows(chartTable(region, 'Share of views by device'))).toEqual([
      ['Smart TV', '46.2%'],
      ['Mobile', '38.4%'],
      ['Desktop', '15.4%'],
    ]);
  });

  it('audience: each kind of viewer', async () => {
    await renderCards('/cards/analytics');
    const region = await findCard('Audience');
    expect(figure(region, 'New subscribers')).toBe('690');
    expect(tableRows(chartTable(region, 'Audience by kind'))).toEqual([
      ['New subscribers', '690'],
      ['Returning viewers', '258'],
      ['Referrals', '149'],
    ]);
    expectChart(region, 'Audience by kind');
  });
});
