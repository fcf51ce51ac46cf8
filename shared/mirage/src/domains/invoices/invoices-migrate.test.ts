import type { Invoice, InvoiceDocument } from '@console/contracts';
import { documentOf, migrateInvoiceCents } from './documents';
import { seedInvoices } from './seed';

it('gives a version 2 record the cents its documents kept, and leaves invoices without a document as they were', () => {
  const [edited, untouched] = seedInvoices();
  // Version 2 saved 1,234.56 owed 724.50 as 1235 and '$725'.
  const saved: Invoice = { ...edited!, total: 1235, balance: '$725' };
  const document: InvoiceDocument = { ...documentOf(edited!), totalCents: 123_456, balanceCents: 72_450 };
  const migrated = migrateInvoiceCents({ invoices: [saved, untouched], documents: new Map([[saved.id, document]]) }, 2);
  expect(migrated?.invoices).toEqual([{ ...saved, total: 1234.56, balance: '$724.50' }, untouched]);
});

it('reseeds what it does not know: another version, or a record of the wrong shape', () => {
  expect(migrateInvoiceCents({ invoices: [], documents: new Map() }, 1)).toBeUndefined();
  expect(migrateInvoiceCents({ invoices: [], documents: {} }, 2)).toBeUndefined();
});
