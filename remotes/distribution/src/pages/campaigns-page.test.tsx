import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockServerPerTest } from '@console/testing';
import { distributionDomains, renderDistribution } from '../test-kit';

mockServerPerTest(distributionDomains);

it('filters campaigns by status from the URL', async () => {
  await renderDistribution('/distribution/campaigns?status=paused');
  const table = screen.getByRole('table', { name: 'Search campaigns' });
  expect(await within(table).findByRole('rowheader', { name: 'Northlight premieres' })).toBeInTheDocument();
  expect(within(table).getAllByRole('rowheader')).toHaveLength(1);
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('paused');
});

it('refuses an end date before the start date, at the end date field', async () => {
  const user = userEvent.setup();
  await renderDistribution('/distribution/campaigns');
  await user.click(screen.getByRole('button', { name: 'Add campaign' }));
  const panel = await screen.findByRole('dialog', { name: 'Add a search campaign' });
  await user.type(within(panel).getByRole('textbox', { name: 'Name' }), 'Winter');
  await user.selectOptions(within(panel).getByRole('combobox', { name: /^Brand/ }), 'Summit Sports');
  await user.type(within(panel).getByRole('textbox', { name: /^Keywords/ }), 'finals, live');
  const videos = await within(panel).findByRole('group', { name: 'Promoted videos' });
  await user.click(within(videos).getAllByRole('checkbox')[0] as HTMLElement);
  await user.type(within(panel).getByRole('spinbutton', { name: /^Daily budget/ }), '30');
  await user.type(within(panel).getByLabelText(/^Start date/), '2026-12-10');
  await user.type(within(panel).getByLabelText(/^End date/), '2026-12-01');
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  expect(within(panel).getByLabelText(/^End date/)).toHaveValue('2026-12-01');
  await waitFor(() => expect(within(panel).getByLabelText(/^End date/)).toHaveAttribute('aria-invalid', 'true'));
  expect(within(panel).getByLabelText(/^Start date/)).not.toHaveAttribute('aria-invalid', 'true');
});
