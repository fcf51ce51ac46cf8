import { screen, waitFor, within } from '@testing-library/react';
import { developmentUser, type SessionUser } from '@console/auth';
import { invoicesDomain } from '@console/mirage';
import { mockServerPerTest, renderRemote } from '@console/testing';
import invoicesModule from '../module';
import { ids, rowOf, slow } from '../test-kit';

jest.setTimeout(30_000);
mockServerPerTest(() => [invoicesDomain()]);

// An account that may read invoices but change none: every action it is offered works for it.
const reader: SessionUser = { ...developmentUser, role: 'client', ability: [{ action: 'read', subject: 'Invoice' }] };

it('offers a reader only Preview and Download on a row: no Edit, Send, Duplicate or Delete it would be refused', async () => {
  renderRemote(invoicesModule, '/apps/invoice/list', reader);
  await waitFor(() => expect(ids().length).toBeGreaterThan(0), slow);
  // The row's last cell holds its actions.
  const row = within(within(rowOf(ids()[0] ?? 0)).getAllByRole('cell').at(-1) as HTMLElement);
  const actions = [...row.getAllByRole('link'), ...row.queryAllByRole('button')].map((control) => control.getAttribute('aria-label')).filter(Boolean);
  expect(actions).toEqual([expect.stringMatching(/^Preview invoice/), expect.stringMatching(/^Download invoice/)]);
});

it('offers a reader Print and Download on the preview, not Edit, Send or Add payment', async () => {
  renderRemote(invoicesModule, '/apps/invoice/preview/4', reader);
  await screen.findByRole('article', { name: 'Invoice #4' }, slow);
  expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Print' })).toBeInTheDocument();
  for (const name of ['Send', 'Add payment']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
});

it('still offers every action to an account that may manage invoices', async () => {
  renderRemote(invoicesModule, '/apps/invoice/preview/4');
  await screen.findByRole('article', { name: 'Invoice #4' }, slow);
  for (const name of ['Send', 'Add payment', 'Download']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument();
});
