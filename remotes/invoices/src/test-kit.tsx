// Helpers for this remote's page tests: the invoices table as a person reads it.
import { screen, waitFor, within } from '@testing-library/react';
import type { Invoice, InvoiceListResponse } from '@console/contracts';
import { apiJson, renderRemote } from '@console/testing';
import invoicesModule from './module';

export const invoicesTable = () => screen.getByRole('table', { name: 'Invoices' });

/** The invoice numbers in the table, top to bottom (each row's header is its number link). */
export const ids = () =>
  within(invoicesTable())
    .queryAllByRole('rowheader')
    .map((cell) => Number(within(cell).getByRole('link').textContent.replace('#', '')));

/** waitFor's options for a list answer on a busy two-core machine (the default second is too short). */
export const slow = { timeout: 4_000 };

/** The row of invoice `id`. */
export const rowOf = (id: number) => within(invoicesTable()).getByRole('rowheader', { name: `#${id}` }).closest('tr') as HTMLElement;

/** The remote at `path`, once the list's first rows are on screen. */
export async function renderList(path = '/apps/invoice/list') {
  const view = renderRemote(invoicesModule, path);
  await waitFor(() => expect(ids().length).toBeGreaterThan(0), { timeout: 5_000 });
  return view;
}

/** Every invoice the mock holds now, in id order. */
export async function allInvoices(): Promise<Invoice[]> {
  return (await apiJson<InvoiceListResponse>('/apps/invoice/invoices?perPage=1')).allData ?? [];
}
