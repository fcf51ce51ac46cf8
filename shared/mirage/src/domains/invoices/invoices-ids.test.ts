import type { Invoice, InvoiceFullResponse } from '@console/contracts';
import { reloadKit } from '../../persist/reload-kit';
import { mockApi } from '../../test-kit';
import { invoicesDomain } from '.';
import { testInvoiceInput } from './test-invoice';
import { documentOf, migrateInvoices } from './documents';
import { seedInvoices } from './seed';

const validInvoice = testInvoiceInput;

describe('invoice numbers', () => {
  const { call } = mockApi(() => [invoicesDomain()]);
  const create = async () => (await call<InvoiceFullResponse>('POST', '/api/invoice/invoices', validInvoice)).body.invoice.id;

  it('never hands out the number of a deleted invoice again', async () => {
    expect(await create()).toBe(21);
    // The server deletes at once: the list's Undo only waits before sending this call.
    expect((await call('DELETE', '/apps/invoice/delete?id=21')).status).toBe(200);
    expect(await create()).toBe(22);
  });
});

describe('invoice numbers after a reload', () => {
  const { readAfterReload } = reloadKit();

  it('counts on from the saved counter, not from the largest invoice left', async () => {
    const { restarted, seed } = await readAfterReload(
      async (api) => {
        await api.send('POST', '/api/invoice/invoices', validInvoice);
        await api.send('DELETE', '/apps/invoice/delete?id=21');
      },
      async (api) => (await api.send<InvoiceFullResponse>('POST', '/api/invoice/invoices', validInvoice)).invoice.id,
    );
    expect(restarted).toBe(22);
    expect(seed).toBe(21);
  });
});

describe('records saved before the counter (versions 2 and 3)', () => {
  const seed = seedInvoices();
  const saved: Invoice[] = [...seed, { ...seed[0]!, id: 30 }];

  it('start the count at the largest saved id', () => {
    expect(migrateInvoices({ invoices: saved, documents: new Map() }, 3)).toMatchObject({ invoices: saved, counter: { lastId: 30 } });
  });

  it('from version 2, also take the cents from the documents', () => {
    const [first] = seed;
    const migrated = migrateInvoices({ invoices: [{ ...first!, total: 1235 }], documents: new Map([[first!.id, { ...documentOf(first!), totalCents: 123_456 }]]) }, 2);
    expect(migrated).toMatchObject({ invoices: [{ id: first!.id, total: 1234.56 }], counter: { lastId: first!.id } });
  });

  it('reseed what they do not know', () => {
    expect(migrateInvoices({ invoices: [] }, 1)).toBeUndefined();
    expect(migrateInvoices({ invoices: 'not a list', documents: new Map() }, 3)).toBeUndefined();
  });
});
