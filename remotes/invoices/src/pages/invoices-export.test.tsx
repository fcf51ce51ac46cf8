import { screen, waitFor } from '@testing-library/react';
import { invoicesDomain } from '@console/mirage';
import { mockServerPerTest, renderRemote } from '@console/testing';
import invoicesModule from '../module';
import { ids, renderList, slow } from '../test-kit';

jest.setTimeout(20_000);
mockServerPerTest(() => [invoicesDomain()]);

// jsdom has no object URLs and no downloads: the file handed to the browser is what is checked.
const createObjectURL = jest.fn((_blob: Blob) => 'blob:invoices');
beforeEach(() => {
  createObjectURL.mockClear();
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('CSV export', () => {
  it('says one exported invoice in the singular', async () => {
    const client = { name: 'Rina Sato', company: 'Kumo Animation', companyEmail: 'billing@kumo.jp', address: '1-2-3 Ginza, Tokyo', country: 'Japan', contact: '+81 3 5555 0199' };
    const body = { client, service: 'Clip', salesperson: 'Tom Becker', issuedDate: '2026-11-02', dueDate: '2026-12-02', items: [{ description: 'Clip', cost: '100', qty: '1' }], discount: '0', taxRate: '0', note: '', paymentTerms: '' };
    await fetch('/api/invoice/invoices', { method: 'POST', body: JSON.stringify(body) });
    const { user } = await renderList('/apps/invoice/list?q=rina');
    await waitFor(() => expect(ids()).toEqual([21]), slow);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('1 invoice exported.', {}, slow)).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('downloads no empty file when nothing matches, and says why', async () => {
    const { user } = renderRemote(invoicesModule, '/apps/invoice/list?q=nobody-by-this-name');
    expect(await screen.findByText('No invoices match the filters.', {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('No invoices match the filters: there is nothing to export.', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText(/invoices exported/)).not.toBeInTheDocument();
    expect(createObjectURL).not.toHaveBeenCalled();
  });
});
