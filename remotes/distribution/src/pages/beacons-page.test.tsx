import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockServerPerTest } from '@console/testing';
import { distributionDomains, renderDistribution } from '../test-kit';

jest.mock('react-chartjs-2', () => jest.requireActual('../chart-test-kit'));
mockServerPerTest(distributionDomains);

const column = (table: HTMLElement, index: number) =>
  within(table).getAllByRole('row').slice(1).map((row) => Number((within(row).getAllByRole('cell')[index]?.textContent ?? '0').replace(/\D/g, '')));

it('draws the chart and funnel of the range, whose starts and completes are the sums of the days', async () => {
  await renderDistribution('/distribution/beacons');
  const daily = await screen.findByRole('table', { name: 'Beacons per day' });
  expect(screen.getByRole('img', { name: 'Line chart: Beacons per day' })).toBeInTheDocument();
  const starts = column(daily, 1).reduce((a, b) => a + b, 0);
  const completes = column(daily, 2).reduce((a, b) => a + b, 0);
  expect(screen.getByRole('heading', { name: 'Completion funnel' })).toBeInTheDocument();
  // The funnel is the page's one description list: start, first quartile, midpoint, third quartile,
  // complete, each described by its count, then its bar and share.
  const figures = screen
    .getAllByRole('definition')
    .filter((_, index) => index % 2 === 0)
    .map((figure) => Number(figure.textContent?.replace(/\D/g, '')));
  expect(figures[0]).toBe(starts);
  expect(figures[4]).toBe(completes);
});

it('keeps the brand in the URL and narrows the numbers to it', async () => {
  const user = userEvent.setup();
  await renderDistribution('/distribution/beacons');
  const top = await screen.findByRole('table', { name: 'Top videos' });
  const before = within(top).getAllByRole('rowheader').map((cell) => cell.textContent);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'Summit Sports');
  await waitFor(() => expect(within(screen.getByRole('table', { name: 'Top videos' })).getAllByRole('rowheader').map((cell) => cell.textContent)).not.toEqual(before));
});

it('clears the range and the brand at once with Clear filters, back to the last 30 days', async () => {
  const user = userEvent.setup();
  await renderDistribution('/distribution/beacons?from=2026-11-20&to=2026-11-25&brandId=1');
  await screen.findByRole('table', { name: 'Beacons per day' });
  const filters = screen.getByRole('search', { name: 'Beacon statistics' });
  await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(screen.getByLabelText('From')).toHaveValue('2026-11-01'));
  expect(screen.getByLabelText('To')).toHaveValue('2026-11-30');
  expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveDisplayValue('All brands');
  expect(within(filters).queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
});

it('says at the To field that a range from a link is reversed, and neither asks nor shows a loader', async () => {
  await renderDistribution('/distribution/beacons?from=2026-11-20&to=2026-11-10');
  expect(screen.queryByRole('status', { name: /^Loading/ })).not.toBeInTheDocument();
  const to = screen.getByLabelText('To');
  expect(to).toHaveAttribute('aria-invalid', 'true');
  expect(to).toHaveAccessibleDescription('The end date is before the start date.');
  expect(screen.getByLabelText('From')).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText('The date range is not valid.')).not.toBeInTheDocument();
});

it('keeps the chart when the range is turned the wrong way round', async () => {
  await renderDistribution('/distribution/beacons');
  await screen.findByRole('table', { name: 'Beacons per day' });
  // The To field shows the API's last day; a From after it (typed or picked) reverses the range.
  const end = (screen.getByLabelText('To') as HTMLInputElement).value;
  fireEvent.change(screen.getByLabelText('From'), { target: { value: end.replace(/^(\d{4})/, (year) => String(Number(year) + 1)) } });
  expect(await screen.findByText('The end date is before the start date.')).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Beacons per day' })).toBeInTheDocument();
  expect(screen.queryByText('The date range is not valid.')).not.toBeInTheDocument();
});

describe('a bookmark with a stale or partial filter', () => {
  it('shows the figures of a range given by one end, never a refusal', async () => {
    // Before the default range's start: the API once completed it with its own default and refused it.
    await renderDistribution('/distribution/beacons?to=2026-10-15');
    expect(await screen.findByRole('table', { name: 'Beacons per day' })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-09-16');
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it('says at each field that a day outside the data is read as its first or last day', async () => {
    await renderDistribution('/distribution/beacons?from=2026-01-01&to=2027-03-01');
    expect(await screen.findByRole('table', { name: 'Beacons per day' })).toBeInTheDocument();
    const from = screen.getByLabelText('From');
    expect(from).toHaveAccessibleDescription('There is no data before Sep 2, 2026: the figures start on that day.');
    expect(from).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('There is no data after Nov 30, 2026: the figures end on that day.');
  });

  it('reads a day that does not exist as no day', async () => {
    await renderDistribution('/distribution/beacons?from=2026-13-45');
    expect(await screen.findByRole('table', { name: 'Beacons per day' })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).not.toHaveValue('2026-13-45');
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it('shows a brand the list no longer has in the Brand select, where it can be cleared', async () => {
    const user = userEvent.setup();
    await renderDistribution('/distribution/beacons?brandId=99999');
    await screen.findByRole('table', { name: 'Beacons per day' });
    const brand = screen.getByRole('combobox', { name: 'Brand' });
    await waitFor(() => expect(within(brand).getAllByRole('option').length).toBeGreaterThan(2));
    expect(brand).toHaveDisplayValue('99999 (not found)');
    await user.selectOptions(brand, 'All brands');
    await waitFor(() => expect(brand).toHaveDisplayValue('All brands'));
    expect(within(brand).queryByRole('option', { name: '99999 (not found)' })).not.toBeInTheDocument();
  });
});
