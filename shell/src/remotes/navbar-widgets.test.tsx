import { render, screen, waitFor } from '@testing-library/react';
import { useSessionStore } from '@console/auth';
import type { RemoteMeta } from '@console/contracts';
import { NavbarWidgets } from './navbar-widgets';
import { loadRemoteModule } from './remote-source';
import { clearRegistry, listed, mountListing } from './test-kit';

jest.mock('./remote-source', () => ({ loadRemoteModule: jest.fn(), readManifest: jest.fn() }));
const loader = jest.mocked(loadRemoteModule);

const shopMeta = (widgets: RemoteMeta['widgets']): RemoteMeta => ({
  id: 'shop',
  basePath: '/apps/ecommerce',
  nav: [],
  pages: [],
  texts: { en: {} },
  widgets,
});

function CartButton() {
  return <button type="button">Cart, 3 items</button>;
}

beforeEach(() => {
  loader.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  useSessionStore.getState().setUser(null);
});
afterEach(() => {
  clearRegistry();
  jest.restoreAllMocks();
});

it("draws a remote's navbar widget, loaded with its remote once the page has painted", async () => {
  const meta = shopMeta([{ slot: 'navbar', name: 'cart', order: 1 }]);
  loader.mockResolvedValue({ default: { meta, routes: [], widgets: { cart: async () => ({ default: CartButton }) } } });
  mountListing([listed(meta)]);
  render(<NavbarWidgets />);
  expect(screen.queryByRole('button', { name: 'Cart, 3 items' })).not.toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
  expect(loader).toHaveBeenCalledTimes(1);
});

it('leaves out a widget the user may not see, and one its remote cannot deliver, keeping the rest', async () => {
  const meta = shopMeta([
    { slot: 'navbar', name: 'cart', order: 1 },
    { slot: 'navbar', name: 'missing', order: 2 },
    { slot: 'navbar', name: 'orders', order: 3, requires: { action: 'manage', subject: 'Orders' } },
  ]);
  const orders = jest.fn(async () => ({ default: () => <button type="button">Orders</button> }));
  loader.mockResolvedValue({ default: { meta, routes: [], widgets: { cart: async () => ({ default: CartButton }), orders } } });
  mountListing([listed(meta)]);
  render(<NavbarWidgets />);
  expect(await screen.findByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
  await waitFor(() => expect(console.error).toHaveBeenCalledWith('A navbar widget failed and is left out:', expect.any(Error)));
  expect(screen.getAllByRole('button')).toHaveLength(1);
  expect(orders).not.toHaveBeenCalled();
});
