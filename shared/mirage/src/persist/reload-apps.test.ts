import type { CartResponse, InvoiceFullResponse, InvoiceListResponse, OrderResponse, Task, User, WishlistResponse } from '@console/contracts';
import { reloadKit, type AdminApi } from './reload-kit';

// Every account, users, todo, invoices and shop write a user makes is still there after a reload.
const { readAfterReload } = reloadKit();

it('keeps an account registered: it signs in after the reload', async () => {
  const newcomer = { email: 'kept.reload@studio.tv', password: 's3cret!', username: 'kept.reload' };
  const { restarted, seed } = await readAfterReload(
    (api) => api.send('POST', '/jwt/register', newcomer),
    (api) => api.send('POST', '/jwt/login', { email: newcomer.email, password: newcomer.password }).then(() => 'signed in', (error: unknown) => String(error)),
  );
  expect(restarted).toBe('signed in');
  expect(seed).toMatch(/answered 400/);
});

it('keeps the users added and deleted', async () => {
  const { restarted, seed } = await readAfterReload(
    async (api) => {
      await api.send('POST', '/apps/users/add-user', {
        fullName: 'Kept After Reload', company: 'Kumo', role: 'author', username: 'kept.reload', country: 'Japan', contact: '+81 3 5555 0199', email: 'kept@kumo.jp', currentPlan: 'team', status: 'pending',
      });
      await api.send('DELETE', '/apps/users/delete?id=2');
    },
    async (api) => (await api.read<User[]>('/api/users/list/all-data')).map((user) => user.fullName),
  );
  expect(restarted[0]).toBe('Kept After Reload');
  expect(restarted).toHaveLength(seed.length);
  expect(seed).not.toContain('Kept After Reload');
});

it('keeps the tasks added, updated and deleted', async () => {
  const task = { title: 'Kept after reload', dueDate: '2026-12-01', description: '', assignee: null, tags: [], isCompleted: false, isImportant: false, isDeleted: false };
  const titlesOf = async (api: AdminApi, filter = '') => (await api.read<Task[]>(`/apps/todo/tasks${filter}`)).map((row) => row.title);
  const { restarted, seed } = await readAfterReload(
    async (api) => {
      const [first, second] = await api.read<Task[]>('/apps/todo/tasks');
      await api.send('POST', '/apps/todo/add-tasks', { task });
      await api.send('POST', '/apps/todo/update-task', { task: { id: first?.id, title: 'Renamed after reload' } });
      await api.send('DELETE', `/apps/todo/delete-task?taskId=${second?.id ?? 0}`);
    },
    async (api) => ({ titles: await titlesOf(api), deleted: await titlesOf(api, '?filter=deleted') }),
  );
  expect(restarted.titles).toEqual(expect.arrayContaining(['Kept after reload', 'Renamed after reload']));
  expect(seed.titles).not.toContain('Renamed after reload');
  expect(restarted.deleted).toHaveLength(seed.deleted.length + 1);
});

describe('invoices', () => {
  const client = { name: 'Rina Sato', company: 'Kumo Animation', companyEmail: 'billing@kumo.jp', address: '1-2-3 Ginza, Tokyo', country: 'Japan', contact: '+81 3 5555 0199' };
  // Invoice 4 had 5,900 paid: this edit's total (11,440) leaves a balance to pay.
  const invoice = {
    client, service: 'Trailer edit', salesperson: 'Tom Becker', issuedDate: '2026-11-02', dueDate: '2026-12-02',
    items: [{ description: 'Edit', cost: '5000', qty: '2' }, { description: 'Grade', cost: '500', qty: '1' }],
    discount: '100', taxRate: '10', note: 'Kept after reload', paymentTerms: 'Net 30',
  };
  const documentOf = async (api: AdminApi, id: number) => (await api.read<InvoiceFullResponse>(`/api/invoice/invoices/${id}/document`)).document;

  it('keeps an edited document (lines, tax, discount, note), its payments and sendings', async () => {
    const { restarted, seed } = await readAfterReload(
      async (api) => {
        await api.send('PUT', '/api/invoice/invoices/4', invoice);
        await api.send('POST', '/api/invoice/invoices/4/payments', { amount: '100', date: '2026-11-03', method: 'Bank Transfer', note: 'First part' });
        await api.send('POST', '/api/invoice/invoices/18/send', { from: 'billing@studio.tv', to: 'hello@client.example', subject: 'Invoice #18', message: 'Hi', attachPdf: true });
      },
      async (api) => ({ edited: await documentOf(api, 4), sent: await documentOf(api, 18) }),
    );
    expect(restarted.edited).toMatchObject({
      items: [{ description: 'Edit', costCents: 500_000, qty: 2 }, { description: 'Grade', costCents: 50_000, qty: 1 }],
      taxRatePoints: 1_000, discountCents: 10_000, note: 'Kept after reload', paymentTerms: 'Net 30',
      payments: [expect.objectContaining({ amountCents: 10_000, note: 'First part' })],
    });
    expect(restarted.sent.sendings).toEqual([expect.objectContaining({ to: 'hello@client.example', subject: 'Invoice #18' })]);
    expect(seed.edited.note).toBe('');
    expect(seed.sent.sendings).toEqual([]);
  });

  it('keeps the invoices created and deleted, with the new one’s document', async () => {
    const { restarted, seed } = await readAfterReload(
      async (api) => {
        await api.send('DELETE', '/apps/invoice/delete?id=3');
        await api.send('POST', '/api/invoice/invoices', invoice);
      },
      async (api) => {
        const ids = (await api.read<InvoiceListResponse>('/apps/invoice/invoices?perPage=1000&includeAll=false')).invoices.map((row) => row.id);
        const newest = Math.max(...ids);
        return { ids, newestNote: (await documentOf(api, newest)).note };
      },
    );
    expect(restarted.ids).not.toContain(3);
    expect(restarted.ids).toHaveLength(seed.ids.length);
    expect(restarted.newestNote).toBe('Kept after reload');
    expect(seed.ids).toContain(3);
  });
});

describe('the shop', () => {
  const cartOf = async (api: AdminApi) => (await api.read<CartResponse>('/apps/ecommerce/cart')).products.map((product) => [product.id, product.qty]);
  const wishlistOf = async (api: AdminApi) => (await api.read<WishlistResponse>('/apps/ecommerce/wishlist')).products.map((product) => product.id);

  it('keeps the cart and the wishlist', async () => {
    const { restarted, seed } = await readAfterReload(
      async (api) => {
        await api.send('POST', '/apps/ecommerce/cart', { productId: 2 });
        await api.send('PATCH', '/apps/ecommerce/cart/1', { qty: 4 });
        await api.send('DELETE', '/apps/ecommerce/cart/10');
        await api.send('POST', '/apps/ecommerce/wishlist', { productId: 3 });
        await api.send('DELETE', '/apps/ecommerce/wishlist/5');
      },
      async (api) => ({ cart: await cartOf(api), wishlist: await wishlistOf(api) }),
    );
    expect(seed).toEqual({ cart: [[1, 1], [10, 1], [25, 1]], wishlist: [5, 18, 24, 13] });
    expect(restarted).toEqual({ cart: [[1, 4], [25, 1], [2, 1]], wishlist: [18, 24, 13, 3] });
  });

  it('keeps an order placed: the cart stays empty and the next order is numbered after it', async () => {
    const address = { fullName: 'Ada Lovelace', phone: '+44 20 7946 0000', street: '12 Analytical Row', city: 'London', postcode: 'N1 9GU', country: 'United Kingdom' };
    const { restarted } = await readAfterReload(
      (api) => api.send('POST', '/apps/ecommerce/orders', { address, payment: { method: 'cash' } }),
      async (api) => {
        const cart = await cartOf(api);
        await api.send('POST', '/apps/ecommerce/cart', { productId: 2 });
        return { cart, next: (await api.send<OrderResponse>('POST', '/apps/ecommerce/orders', { address, payment: { method: 'cash' } })).order.number };
      },
    );
    expect(restarted).toEqual({ cart: [], next: 'ORD-000002' });
  });
});
