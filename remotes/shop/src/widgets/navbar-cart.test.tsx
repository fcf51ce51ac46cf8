import { screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { ecommerceDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderShop } from '../test-kit';

const mock = mockServerPerTest(() => [ecommerceDomain()]);
jest.setTimeout(15_000);

const cartButton = () => screen.getByRole('button', { name: /^Cart, \d+ items?$/ });

describe('the navbar cart', () => {
  it('lists the items with their quantities and the total, removes one, and leads to the checkout', async () => {
    const { user } = await renderShop('/apps/ecommerce/test-navbar');
    await waitFor(() => expect(cartButton()).toHaveAccessibleName('Cart, 3 items'));
    await user.click(cartButton());
    const items = await screen.findByRole('list', { name: 'Cart items' });
    expect(within(items).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Lumora C4 Cinema Camera × 1',
      'Northlight Key 300 LED × 1',
      'Reelhouse Behind the Scenes Tee × 1',
    ]);
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/apps/ecommerce/checkout');
    await user.click(within(items).getByRole('button', { name: 'Remove Northlight Key 300 LED from cart' }));
    expect(cartButton()).toHaveAccessibleName('Cart, 2 items');
    // The checkout below shares the cache entry: its line is gone too.
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Quantity of Northlight Key 300 LED' })).not.toBeInTheDocument());
  });

  it('puts a removed item back, with the server’s reason, when the server refuses', async () => {
    mock.server().delete('/apps/ecommerce/cart/:productId', () => new Response(500, {}, { message: 'The cart service is down.' }));
    const { user } = await renderShop('/apps/ecommerce/test-navbar');
    await waitFor(() => expect(cartButton()).toHaveAccessibleName('Cart, 3 items'));
    await user.click(cartButton());
    const items = await screen.findByRole('list', { name: 'Cart items' });
    await user.click(within(items).getByRole('button', { name: 'Remove Lumora C4 Cinema Camera from cart' }));
    expect(await screen.findByText('The cart service is down.')).toBeInTheDocument();
    await waitFor(() => expect(cartButton()).toHaveAccessibleName('Cart, 3 items'));
  });
});
