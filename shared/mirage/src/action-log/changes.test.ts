import type { InvoiceFullResponse, PlaylistDetailResponse } from '@console/contracts';
import { invoicesDomain } from '../domains/invoices';
import { mediaDomain } from '../domains/media';
import { withLoggedServer } from './action-log-test-kit';
import { changedFields, loggedValue, mergedChanges, sameValue } from './changes';

describe('sameValue', () => {
  it('compares plain objects whatever their fields’ order, and lists in order', () => {
    expect(sameValue({ name: 'Rina', company: 'Kumo', address: { city: 'Tokyo', zip: '1' } }, { address: { zip: '1', city: 'Tokyo' }, company: 'Kumo', name: 'Rina' })).toBe(true);
    expect(sameValue(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameValue([{ a: 1, b: 2 }], [{ b: 2, a: 1 }])).toBe(true);
    expect(sameValue({ name: 'Rina' }, { name: 'Rina', company: 'Kumo' })).toBe(false);
    expect(sameValue({ name: 'Rina', note: null }, { name: 'Rina' })).toBe(true);
    expect(sameValue(0, null)).toBe(false);
    expect(sameValue([], {})).toBe(false);
  });
});

describe('changedFields', () => {
  it('lists no change for an object rebuilt in another field order', () => {
    const client = { name: 'Rina Sato', company: 'Kumo Animation', companyEmail: 'billing@kumo.jp', address: '1-2-3 Ginza, Tokyo', country: 'Japan', contact: '+81 3 5555 0199' };
    const { address, company, companyEmail, country, contact, name } = client;
    expect(changedFields({ id: 1, client, service: 'Edit' }, { id: 1, client: { address, company, companyEmail, country, contact, name }, service: 'Grade' })).toEqual([{ field: 'service', before: 'Edit', after: 'Grade' }]);
  });

  it('lists two long texts that differ only past the cut', () => {
    const [change] = changedFields({ description: `${'a'.repeat(200)}b` }, { description: `${'a'.repeat(200)}c` });
    expect(change).toMatchObject({ field: 'description', before: expect.stringMatching(/… \(201 characters\)$/) as unknown });
  });
});

describe('mergedChanges', () => {
  it('gives a field one value where the records agree, their different values where they do not', () => {
    const merged = mergedChanges([
      [{ field: 'isRead', before: false, after: true }],
      [],
      [
        { field: 'isRead', before: false, after: true },
        { field: 'folder', before: 'spam', after: 'inbox' },
      ],
      [{ field: 'folder', before: 'trash', after: 'inbox' }],
    ]);
    expect(merged).toEqual([
      { field: 'isRead', before: false, after: true },
      { field: 'folder', before: ['spam', 'trash'], after: 'inbox' },
    ]);
  });

  it('keeps five different values of a field, then says there were more', () => {
    const merged = mergedChanges(['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((title) => [{ field: 'title', before: title, after: null }]));
    expect(merged).toEqual([{ field: 'title', before: ['A', 'B', 'C', 'D', 'E', '…'], after: null }]);
  });
});

describe('the log of an invoice edit', () => {
  const { log, signIn } = withLoggedServer(() => [invoicesDomain()]);

  it('lists the service changed, not the client the domain stores again in another field order', async () => {
    const admin = await signIn('admin@demo.com', 'admin');
    const { invoice, document } = (await (await admin('GET', '/api/invoice/invoices/1/document')).json()) as InvoiceFullResponse;
    const input = {
      client: invoice.client,
      service: `${invoice.service} (recut)`,
      salesperson: document.salesperson,
      issuedDate: document.issuedDate,
      dueDate: document.dueDate,
      items: document.items.map((item) => ({ description: item.description, cost: (item.costCents / 100).toFixed(2), qty: String(item.qty) })),
      discount: (document.discountCents / 100).toFixed(2),
      taxRate: String(document.taxRatePoints / 100),
      note: document.note,
      paymentTerms: document.paymentTerms,
    };
    expect((await admin('PUT', '/api/invoice/invoices/1', input)).status).toBe(200);
    expect(log.entries.at(-1)).toMatchObject({ action: 'update', entityType: 'Invoice', entityId: '1' });
    expect(log.entries.at(-1)?.changes.map((change) => change.field)).toEqual(['service']);
  });
});

describe('loggedValue', () => {
  it('keeps a long list of record ids whole, for a reader to compare', () => {
    const ids = Array.from({ length: 60 }, (_, index) => 10_000 + index);
    expect(loggedValue(ids)).toEqual(ids);
  });

  it('keeps a flat object field by field, cutting its long texts like any', () => {
    const rules = { brandId: null, categoryId: 4, tag: 'x'.repeat(200), status: '', limit: 20, sort: 'newest' };
    expect(loggedValue(rules)).toEqual({ ...rules, tag: `${'x'.repeat(60)}… (200 characters)` });
  });

  it('still cuts a long nested value as JSON text', () => {
    expect(loggedValue({ items: Array.from({ length: 40 }, (_, index) => ({ index })) })).toMatch(/^\{"items":\[.*…$/);
  });
});

describe('the log of a playlist edit', () => {
  const { log, signIn } = withLoggedServer(() => [mediaDomain()]);

  it('records the rules and the videos as values a reader can name and compare, not cut JSON', async () => {
    const admin = await signIn('admin@demo.com', 'admin');
    const { playlist } = (await (await admin('GET', '/api/media/playlists/1')).json()) as PlaylistDetailResponse;
    const { id: _id, updatedAt: _updatedAt, ...input } = playlist;
    const [first, second, ...rest] = playlist.videoIds;
    const tag = 'a tag long enough to push the rules past the cut of the log';
    const body = { ...input, videoIds: [second, first, ...rest.slice(0, -1)], rules: { ...input.rules, categoryId: 4, tag } };
    expect((await admin('PUT', '/api/media/playlists/1', body)).status).toBe(200);
    const changes = log.entries.at(-1)?.changes ?? [];
    expect(changes).toContainEqual({ field: 'videoIds', before: playlist.videoIds, after: body.videoIds });
    expect(changes).toContainEqual({ field: 'rules', before: playlist.rules, after: body.rules });
  });
});
