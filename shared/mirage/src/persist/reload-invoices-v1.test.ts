import 'fake-indexeddb/auto';
import type { InvoiceListResponse } from '@console/contracts';
import { installMockBackend, type MockNotice } from '../backend-gate';
import { openMockStore } from './mock-store';

// Invoices saved before their documents were kept (version 1) start again from the seed, with a notice.
it('reseeds invoices saved by version 1 (documents not kept) and says so once', async () => {
  const store = await openMockStore();
  await store.write('invoices', { version: 1, data: { invoices: [] }, savedAt: 0 });
  const notices: MockNotice[] = [];
  const backend = installMockBackend({ enabled: true, latencyMs: 0, persist: true }, window, { onNotice: (notice) => notices.push(notice) });
  try {
    const login = await fetch('/jwt/login', { method: 'POST', body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }) });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const list = await fetch('/apps/invoice/invoices?includeAll=false', { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(((await list.json()) as InvoiceListResponse).total).toBeGreaterThan(0);
  } finally {
    backend?.uninstall();
  }
  expect(notices).toEqual([{ kind: 'reseeded', domain: 'invoices' }]);
});
