import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureDownloads, mockServerPerTest, provideObjectUrls, switchTestLanguage } from '@console/testing';
import { uiFr } from '@console/ui/i18n/fr';
import fr from '../i18n/fr';
import { distributionDomains, renderDistribution } from '../test-kit';

jest.mock('react-chartjs-2', () => jest.requireActual('../chart-test-kit'));
mockServerPerTest(distributionDomains);
provideObjectUrls();
afterEach(() => switchTestLanguage('en'));

/** A column of the page's daily table (after the day), as numbers. */
const shownColumn = (table: HTMLElement, index: number) =>
  within(table).getAllByRole('row').slice(1).map((row) => Number((within(row).getAllByRole('cell')[index]?.textContent ?? '').replace(/\D/g, '')));

it('names the CSV’s columns as the page does, and writes each day’s counts as plain numbers', async () => {
  const { lines, saved } = captureDownloads();
  const user = userEvent.setup();
  await renderDistribution('/distribution/beacons');
  const daily = await screen.findByRole('table', { name: 'Beacons per day' });
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));

  expect(saved).toEqual([expect.stringMatching(/^beacons-\d{4}-\d{2}-\d{2}\.csv$/)]);
  const [header = '', ...rows] = await lines();
  expect(header).toBe('Day,Impressions,Starts,First quartile,Midpoint,Third quartile,Completes,Clicks,Errors');
  // Every column of the page's table is in the file under the name the page gives it.
  const shown = within(daily).getAllByRole('columnheader').map((cell) => cell.textContent ?? '');
  expect(header.split(',')).toEqual(expect.arrayContaining(shown));
  // A line a day: the day as ISO, which spreadsheets read as a date, and counts without separators.
  expect(rows).toHaveLength(within(daily).getAllByRole('row').length - 1);
  for (const row of rows) expect(row).toMatch(/^\d{4}-\d{2}-\d{2}(,\d+){8}$/);
  expect(rows.map((row) => Number(row.split(',')[2]))).toEqual(shownColumn(daily, 1));
});

it('keeps the CSV’s columns as in English on a French screen (a file does not change shape with the language)', async () => {
  await switchTestLanguage('fr', { ui: uiFr });
  const { lines } = captureDownloads();
  const user = userEvent.setup();
  await renderDistribution('/distribution/beacons');
  await screen.findByRole('table', { name: fr.beacons.chart });
  await user.click(screen.getByRole('button', { name: fr.beacons.export }));

  const [header] = await lines();
  expect(header).toBe('Day,Impressions,Starts,First quartile,Midpoint,Third quartile,Completes,Clicks,Errors');
});
