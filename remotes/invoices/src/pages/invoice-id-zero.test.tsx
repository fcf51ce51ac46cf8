import { screen } from '@testing-library/react';
import { invoicesDomain } from '@console/mirage';
import { mockServerPerTest, renderRemote } from '@console/testing';
import invoicesModule from '../module';
import { slow } from '../test-kit';

jest.setTimeout(20_000);
mockServerPerTest(() => [invoicesDomain()]);
// The print page would open the dialog once an invoice is shown.
beforeEach(() => jest.spyOn(window, 'print').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

// Ids start at 1: an id of 0 is never asked for, so the page must not wait for it.
it.each(['preview', 'edit', 'print'])('says invoice 0 was not found on the %s page instead of loading for ever', async (page) => {
  renderRemote(invoicesModule, `/apps/invoice/${page}/0`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Invoice not found' }, slow)).toBeInTheDocument();
  expect(screen.getByText('There is no invoice #0. It may have been deleted.')).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading invoices…' })).not.toBeInTheDocument();
});
