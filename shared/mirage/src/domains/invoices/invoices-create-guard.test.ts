import type { LoginResponse, Permission } from '@console/contracts';
import { accessGuard } from '../../access-guard';
import { makeServer } from '../../server';
import { authDomain, seedLoginUsers } from '../auth';
import { invoicesDomain } from '.';
import { testInvoiceInput } from './test-invoice';

const invoice = testInvoiceInput;

// The UI offers Create and Duplicate to an account that may `create` invoices: the API asks the same.
describe('who may create an invoice', () => {
  let server: ReturnType<typeof makeServer> | undefined;
  beforeEach(() => {
    const users = seedLoginUsers();
    const [admin] = users;
    if (!admin) throw new Error('The demo has an administrator.');
    const account = (id: number, name: string, action: Permission['action']) => ({ ...admin, id, email: `${name}@demo.com`, password: name, ability: [{ action: 'read' as const, subject: 'Invoice' }, { action, subject: 'Invoice' }] });
    users.push(account(97, 'creator', 'create'), account(98, 'updater', 'update'));
    server = makeServer({ domains: [authDomain({ users }), invoicesDomain()], guard: accessGuard(users) });
  });
  afterEach(() => server?.shutdown());

  const statusAs = async (email: string, method: string, path: string, body: unknown = invoice) => {
    const login = (await (await fetch('/jwt/login', { method: 'POST', body: JSON.stringify({ email, password: email.split('@')[0] }) })).json()) as LoginResponse;
    return (await fetch(path, { method, headers: { Authorization: `Bearer ${login.accessToken}` }, body: JSON.stringify(body) })).status;
  };

  it('asks create for a new invoice: 201 for read + create, 403 for read + update', async () => {
    expect(await statusAs('creator@demo.com', 'POST', '/api/invoice/invoices')).toBe(201);
    expect(await statusAs('updater@demo.com', 'POST', '/api/invoice/invoices')).toBe(403);
  });

  it('still asks update to change one: a save, a payment, a download', async () => {
    for (const [method, path, body] of [
      // Invoice 18: a draft, nothing paid yet.
      ['PUT', '/api/invoice/invoices/18', invoice],
      ['POST', '/api/invoice/invoices/18/payments', { amount: '1.00', date: '2026-11-02', method: 'Cash', note: '' }],
      ['POST', '/api/invoice/invoices/18/downloaded', undefined],
    ] as const) {
      expect(await statusAs('creator@demo.com', method, path, body)).toBe(403);
      expect(await statusAs('updater@demo.com', method, path, body)).toBe(200);
    }
  });
});
