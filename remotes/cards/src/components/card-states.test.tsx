import { screen, within } from '@testing-library/react';
import { cardsDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { findCard, renderCards } from '../test-kit';

jest.mock('react-chartjs-2', () => jest.requireActual('../chart-test-kit'));

const mock = mockServerPerTest(() => [cardsDomain()]);

it('each card says it is loading, by its own name, until its answer is in', async () => {
  mock.restart({ timing: 300 });
  await renderCards('/cards/statistics');
  expect(screen.getByRole('status', { name: 'Loading Subscribers gained' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Site traffic' })).toHaveAttribute('aria-labelledby');
  expect(await findCard('Subscribers Gained')).toHaveTextContent('92.6K');
  expect(screen.queryByRole('status', { name: 'Loading Subscribers gained' })).not.toBeInTheDocument();
});

it('a card with nothing to draw says so instead of an empty chart', async () => {
  mock.server().get('/card/card-statistics/sales', () => ({ title: 'Ad Inventory Sold', value: 0, format: 'percent', color: 'danger', series: [{ name: 'Sold', data: [] }] }));
  await renderCards('/cards/statistics');
  const sales = await findCard('Ad Inventory Sold');
  expect(within(sales).getByRole('status')).toHaveTextContent('No figures to show yet.');
  expect(within(sales).queryByRole('img')).not.toBeInTheDocument();
  // The others draw as usual.
  expect(within(await findCard('Site Traffic')).getByRole('table')).toBeInTheDocument();
});

it('the period selector offers the spec’s periods while the card loads', async () => {
  mock.restart({ timing: 300 });
  await renderCards('/dashboard/analytics');
  const select = within(screen.getByRole('region', { name: 'Sessions by device' })).getByRole('combobox', { name: 'Period of Sessions by device' });
  expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Last 28 Days', 'Last Month', 'Last Year']);
  // Loaded, the selector is named after the card's heading, as the card is.
  expect(within(await findCard('Views by Device')).getByRole('combobox', { name: 'Period of Views by Device' })).toBeInTheDocument();
});
