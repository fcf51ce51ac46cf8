import { parseRemoteMeta, recordPath, recordText, type Invoice } from '@console/contracts';
import { invoicesDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { invoicePath } from './invoice-path';
import { remoteMeta } from './remote-meta';

it('is metadata the shell accepts, with the Invoice subject and every text in three languages', () => {
  expect(parseRemoteMeta(remoteMeta)).toMatchObject({ ok: true });
  expect(remoteMeta.nav[0].requires.subject).toBe('Invoice');
  expect(remoteMeta.pages.map((page) => page.to)).toEqual(['/apps/invoice/list', '/apps/invoice/add']);
  for (const language of ['fr', 'ar'] as const) {
    expect(Object.keys(remoteMeta.texts[language].meta)).toEqual(Object.keys(remoteMeta.texts.en.meta));
    expect(remoteMeta.texts[language].meta.menu).not.toBe(remoteMeta.texts.en.meta.menu);
  }
});

describe('the navbar search’s invoices', () => {
  mockServerPerTest(() => [invoicesDomain()]);
  const [invoices] = remoteMeta.records;

  it('are asked for four at a time, without the whole list the page’s filters use', async () => {
    const query = new URLSearchParams({ ...invoices.params, q: 'a' });
    const answer = (await (await fetch(`${invoices.api}?${query}`)).json()) as Record<string, unknown>;
    expect(answer).not.toHaveProperty('allData');
    expect(answer[invoices.list]).toHaveLength(4);
  });

  it('show the client’s name and the invoice’s number, and lead to the page the remote links it to', async () => {
    const query = new URLSearchParams({ ...invoices.params, q: 'a' });
    const answer = (await (await fetch(`${invoices.api}?${query}`)).json()) as { invoices: [Invoice & Record<string, unknown>] };
    const [first] = answer.invoices;
    expect(recordText(invoices.title, first)).toBe(first.client.name);
    expect(recordText(invoices.detail, first)).toBe(`#${first.id}`);
    expect(recordPath(invoices.to, first)).toBe(invoicePath('preview', first.id));
  });
});
