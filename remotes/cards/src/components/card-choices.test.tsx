import { act, screen, waitFor, within } from '@testing-library/react';
import { cardsDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { chartTable, figure, findCard, renderCards, tableRows } from '../test-kit';

jest.mock('react-chartjs-2', () => jest.requireActual('../chart-test-kit'));

mockServerPerTest(() => [cardsDomain()]);

/** The card calls the page makes from now on (the mock answers them as usual). */
function watchCardCalls(): string[] {
  const calls: string[] = [];
  const answer = window.fetch;
  jest.spyOn(window, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes('/card/')) calls.push(decodeURIComponent(url.replace(/\+/g, ' ')));
    return answer(input, init);
  });
  return calls;
}

afterEach(() => jest.restoreAllMocks());

it('a period change asks for that period, shows its figures and keeps the choice in the URL', async () => {
  const calls = watchCardCalls();
  const { user, router } = await renderCards('/cards/analytics');
  const region = await findCard('Merch Orders');
  expect(figure(region, 'Total orders')).toBe('42,459');
  expect(calls).toContain('/card/card-analytics/product-orders?period=Last 28 Days');

  const select = within(region).getByRole('combobox', { name: 'Period of Merch Orders' });
  expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Last 28 Days', 'Last Month', 'Last Year']);
  await user.selectOptions(select, 'Last Year');

  await waitFor(() => expect(calls).toContain('/card/card-analytics/product-orders?period=Last Year'));
  await waitFor(() => expect(figure(card(), 'Total orders')).toBe('553,665'));
  expect(router.state.location.search).toBe('?product-orders=last-year');
  expect(select).toHaveValue('Last Year');
  // The other cards keep their own period.
  expect(figure(await findCard('Viewer Support Tracker'), 'Total tickets')).toBe('164');

  function card() {
    return screen.getByRole('region', { name: 'Merch Orders' });
  }
});

it('opens with the period and year the URL names, and Back returns to the previous choice', async () => {
  const calls = watchCardCalls();
  const { user, router } = await renderCards('/cards/analytics?sessions-device=last-month&revenue-report=2019');
  const devices = await findCard('Views by Device');
  await waitFor(() => expect(figure(devices, 'Smart TV')).toBe('47.5%'));
  expect(calls).toContain('/card/card-analytics/sessions-device?period=Last Month');
  const report = await findCard('Revenue Report');
  await waitFor(() => expect(figure(report, 'Earnings in 2019')).toBe('$1,208,000'));
  expect(calls).toContain('/card/card-analytics/revenue-report?year=2019');
  expect(within(report).getByRole('combobox', { name: 'Year of Revenue Report' })).toHaveValue('2019');

  await user.selectOptions(within(report).getByRole('combobox', { name: 'Year of Revenue Report' }), '2018');
  await waitFor(() => expect(calls).toContain('/card/card-analytics/revenue-report?year=2018'));
  await waitFor(() => expect(tableRows(chartTable(screen.getByRole('region', { name: 'Revenue Report' }), 'Earnings and expenses by month, 2018'))[0]).toEqual(['Jan', '$64K', '-$97K']));
  expect(router.state.location.search).toBe('?sessions-device=last-month&revenue-report=2018');

  await act(() => router.navigate(-1));
  await waitFor(() => expect(figure(screen.getByRole('region', { name: 'Revenue Report' }), 'Earnings in 2019')).toBe('$1,208,000'));
});

it('a period the URL does not know reads as the default', async () => {
  const calls = watchCardCalls();
  await renderCards('/dashboard/analytics?customers=last-decade');
  expect(figure(await findCard('Audience'), 'New subscribers')).toBe('690');
  expect(calls).toContain('/card/card-analytics/customers?period=Last 28 Days');
});
