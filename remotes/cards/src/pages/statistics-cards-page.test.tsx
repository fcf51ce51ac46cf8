import { screen, within } from '@testing-library/react';
import { cardsDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { chartTable, findCard, renderCards, tableRows } from '../test-kit';

jest.mock('react-chartjs-2', () => jest.requireActual('../chart-test-kit'));

mockServerPerTest(() => [cardsDomain()]);

// Each statistics card's title (from its answer), its figure in the answer's format, and its first point.
const expected = [
  ['Merch Orders', '42.5K', '9.9K'],
  ['Ad Profit', '$6.2K', '0'],
  ['Subscribers Gained', '92.6K', '28'],
  ['Ad Revenue Generated', '$97.5K', '350'],
  ['Ad Inventory Sold', '36%', '10'],
  ['Pay-per-View Orders', '38.4K', '10'],
  ['Site Traffic', '287.4K', '150'],
  ['Active Viewers', '659.8K', '750'],
  ['Newsletter Sign-ups', '28.7K', '10'],
] as const;

it('shows every statistics card: its title, its figure and its chart with the points as a table', async () => {
  await renderCards('/cards/statistics');
  expect(screen.getByRole('heading', { level: 1, name: 'Statistics cards' })).toBeInTheDocument();
  for (const [title, value, firstPoint] of expected) {
    const region = await findCard(title);
    expect(within(region).getByText(value)).toBeInTheDocument();
    const rows = tableRows(chartTable(region, `${title}, recent points`));
    expect(rows[0]).toEqual(['Point 1', firstPoint]);
    expect(within(region).getByRole('img', { name: `${title}, recent points: chart; its figures are in the table that follows` })).toBeInTheDocument();
  }
  expect(screen.getAllByRole('region')).toHaveLength(expected.length);
});
