import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Response } from 'miragejs';
import { mockServerPerTest } from '@console/testing';
import { distributionDomains, renderDistribution } from '../test-kit';

const mock = mockServerPerTest(distributionDomains);

async function editAutumnFootball() {
  const user = userEvent.setup();
  await renderDistribution('/distribution/campaigns');
  await user.click(await within(screen.getByRole('table', { name: 'Search campaigns' })).findByRole('button', { name: 'Edit Autumn football' }));
  const panel = await screen.findByRole('dialog', { name: 'Edit Autumn football' });
  const budget = within(panel).getByRole('spinbutton', { name: /^Daily budget/ });
  await user.clear(budget);
  await user.type(budget, '95');
  return { user, panel, budget };
}

it('says the campaign was added, by its name, once the server has added it', async () => {
  const user = userEvent.setup();
  await renderDistribution('/distribution/campaigns');
  await user.click(screen.getByRole('button', { name: 'Add campaign' }));
  const panel = await screen.findByRole('dialog', { name: 'Add a search campaign' });
  await user.type(within(panel).getByRole('textbox', { name: 'Name' }), 'Winter');
  await user.selectOptions(within(panel).getByRole('combobox', { name: /^Brand/ }), await within(panel).findByRole('option', { name: 'Summit Sports' }));
  await user.type(within(panel).getByRole('textbox', { name: /^Keywords/ }), 'finals, live');
  const videos = await within(panel).findByRole('group', { name: 'Promoted videos' });
  await user.click((await within(videos).findAllByRole('checkbox'))[0] as HTMLElement);
  await user.type(within(panel).getByRole('spinbutton', { name: /^Daily budget/ }), '30');
  await user.type(within(panel).getByLabelText(/^Start date/), '2026-12-01');
  await user.type(within(panel).getByLabelText(/^End date/), '2026-12-31');
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  // The name stands apart from the sentence (isolate marks): an Arabic name keeps the quotes in place.
  expect(await screen.findByText('Campaign “\u2068Winter\u2069” added.')).toHaveAttribute('role', 'status');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('says the campaign was saved after an edit', async () => {
  const { user, panel } = await editAutumnFootball();
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Campaign “\u2068Autumn football\u2069” saved.')).toHaveAttribute('role', 'status');
});

it('says nothing was saved when the save fails: the panel stays open with its input', async () => {
  mock.server().put('/api/distribution/campaigns/:id', () => new Response(500, {}, { message: 'Down for maintenance.' }));
  const { user, panel, budget } = await editAutumnFootball();
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  expect(await within(panel).findByRole('alert')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Edit Autumn football' })).toBe(panel);
  expect(budget).toHaveValue(95);
  expect(screen.queryByText(/saved\.$/)).not.toBeInTheDocument();
});
