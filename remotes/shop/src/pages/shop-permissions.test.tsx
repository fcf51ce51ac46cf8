import { screen, waitFor, within } from '@testing-library/react';
import { developmentUser, type SessionUser } from '@console/auth';
import type { Permission } from '@console/contracts';
import { ecommerceDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { productNames, renderShop } from '../test-kit';

mockServerPerTest(() => [ecommerceDomain()]);
// jsdom renders the catalogue slowly on a loaded 2-core machine.
jest.setTimeout(40_000);
const step = { timeout: 10_000 };

const account = (...actions: Permission['action'][]): SessionUser => ({ ...developmentUser, role: 'client', ability: actions.map((action) => ({ action, subject: 'Product' })) });
// May look at the shop, change nothing (the API refuses every change with 403).
const reader = account('read');
// May fill and empty the cart and the wishlist, not use a coupon or order (both ask `update`).
const shopper = account('read', 'create', 'delete');

describe('an account that may only read the shop', () => {
  it('sees the products without Add to cart or the wishlist heart', async () => {
    await renderShop('/apps/ecommerce/shop', reader);
    await screen.findByText('28 results', {}, step);
    expect(productNames().length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^Add to cart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /to wishlist$|from wishlist$/ })).not.toBeInTheDocument();
  });

  it('sees a product page without Add to cart or the heart', async () => {
    await renderShop('/apps/ecommerce/product-detail/lumora-vlog-mini-2', reader);
    expect(screen.getByRole('heading', { level: 1, name: 'Lumora Vlog Mini' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add to cart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /wishlist/ })).not.toBeInTheDocument();
  });

  it('sees the cart as it is, told why it cannot change it or check out, and no navbar remove', async () => {
    const { user } = await renderShop('/apps/ecommerce/test-navbar', reader);
    const quantity = await screen.findByRole('combobox', { name: 'Quantity of Lumora C4 Cinema Camera' }, step);
    expect(quantity).toBeDisabled();
    expect(quantity).toHaveAccessibleDescription('Your account may look at the cart but not change it.');
    expect(screen.queryByRole('button', { name: /^Remove .* from cart$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move to wishlist/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Coupon code' })).not.toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription('Your account may not place orders.');
    await user.click(screen.getByRole('button', { name: /^Cart, \d+ items?$/ }));
    const items = await screen.findByRole('list', { name: 'Cart items' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(3);
    expect(within(items).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sees the wishlist without Remove or Move to cart', async () => {
    await renderShop('/apps/ecommerce/wishlist', reader);
    const list = await screen.findByRole('list', { name: 'Wishlist' }, step);
    expect(within(list).getAllByRole('article').length).toBeGreaterThan(0);
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('an account that may fill the cart but not order', () => {
  it('adds, changes and removes, without a coupon or the way to an order', async () => {
    await renderShop('/apps/ecommerce/checkout', shopper);
    const quantity = await screen.findByRole('combobox', { name: 'Quantity of Lumora C4 Cinema Camera' }, step);
    expect(quantity).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remove Lumora C4 Cinema Camera from cart' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move to wishlist: Lumora C4 Cinema Camera' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Coupon code' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('is offered Add to cart in the catalogue', async () => {
    await renderShop('/apps/ecommerce/shop', shopper);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Add to cart: / }).length).toBeGreaterThan(0), step);
  });
});
