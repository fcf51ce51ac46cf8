import { act, screen, within } from '@testing-library/react';
import { cardsDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { findCard, renderCards } from '../test-kit';

jest.mock('react-chartjs-2', () => jest.requireActual('../chart-test-kit'));

const mock = mockServerPerTest(() => [cardsDomain()]);

// The cards mock's fault seam (docs/api/cards.md): the calls listed here answer 500.
const faultsKey = 'mockCardFaults';
afterEach(() => localStorage.removeItem(faultsKey));

describe('the dashboards', () => {
  it('/dashboard opens the analytics dashboard, and /cards the analytics cards', async () => {
    const { router } = await renderCards('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/analytics');
    await act(() => router.navigate('/cards'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics cards' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cards/analytics');
  });

  it('the analytics dashboard is made of its cards', async () => {
    await renderCards('/dashboard/analytics');
    for (const title of ['Subscribers Gained', 'Pay-per-View Orders', 'Average Watch Sessions', 'Views by Device', 'Merch Orders', 'Audience', 'Viewer Support Tracker', 'Site Traffic', 'Active Viewers']) {
      expect(await findCard(title)).toBeInTheDocument();
    }
  });

  it('the eCommerce dashboard is made of its cards', async () => {
    await renderCards('/dashboard/ecommerce');
    expect(screen.getByRole('heading', { level: 1, name: 'eCommerce dashboard' })).toBeInTheDocument();
    for (const title of ['Merch Orders', 'Ad Profit', 'Ad Revenue Generated', 'Ad Inventory Sold', 'Revenue Report', 'Watch-Hour Goal', 'Ad Revenue', 'Audience']) {
      expect(await findCard(title)).toBeInTheDocument();
    }
  });

  it('a card whose call fails shows its own error with Retry while the others show their figures', async () => {
    localStorage.setItem(faultsKey, 'card-analytics/revenue-report');
    const { user } = await renderCards('/dashboard/ecommerce');
    await screen.findByText('Revenue report could not be loaded.', {}, { timeout: 5_000 });
    const failed = screen.getByRole('region', { name: 'Revenue report' });
    expect(within(failed).getByRole('alert')).toHaveTextContent('Revenue report could not be loaded.');
    // The others are there in full.
    expect(within(await findCard('Watch-Hour Goal')).getByText('786,617 hours')).toBeInTheDocument();
    expect(within(await findCard('Ad Revenue')).getByText('$86,589')).toBeInTheDocument();
    // The server is back: Retry loads it.
    localStorage.removeItem(faultsKey);
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(await findCard('Revenue Report')).toHaveTextContent('$1,438,000');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a card that cannot draw its answer shows its own error, the page and the other cards stay', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // An answer without its series (a broken server): the card throws while rendering.
    mock.server().get('/card/card-analytics/revenue', () => ({ title: 'Ad Revenue', thisMonth: 1, lastMonth: 1 }));
    await renderCards('/dashboard/ecommerce');
    // The boundary's card replaces the one that threw.
    await screen.findByText('Monthly revenue could not be shown.', {}, { timeout: 5_000 });
    const broken = screen.getByRole('region', { name: 'Monthly revenue' });
    expect(within(broken).getByRole('alert')).toHaveTextContent('Monthly revenue could not be shown.');
    expect(within(broken).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(await findCard('Revenue Report')).toHaveTextContent('$1,438,000');
    expect(screen.getByRole('heading', { level: 1, name: 'eCommerce dashboard' })).toBeInTheDocument();
  });

  it('Retry on a card that could not be drawn asks the server again and draws its new answer', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    // Broken on the first call, mended after it.
    mock.server().get('/card/card-analytics/revenue', () => {
      calls += 1;
      if (calls === 1) return { title: 'Ad Revenue', thisMonth: 1, lastMonth: 1 };
      return { title: 'Ad Revenue', thisMonth: 4321, lastMonth: 1234, categories: ['1', '2'], series: [{ name: 'This month', data: [1, 2] }, { name: 'Last month', data: [2, 1] }] };
    });
    const { user } = await renderCards('/dashboard/ecommerce');
    await screen.findByText('Monthly revenue could not be shown.', {}, { timeout: 5_000 });
    const broken = screen.getByRole('region', { name: 'Monthly revenue' });
    await user.click(within(broken).getByRole('button', { name: 'Retry' }));
    expect(within(await findCard('Ad Revenue')).getByText('$4,321')).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(screen.queryByText('Monthly revenue could not be shown.')).not.toBeInTheDocument();
  });
});
