import { act, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { queryKeys } from '@console/contracts';
import { ecommerceDomain } from '@console/mirage';
import { mockServerPerTest, switchTestLanguage } from '@console/testing';
import { uiAr } from '@console/ui/i18n/ar';
import ar from '../i18n/ar';
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

  it('says when the cart could not be loaded, with Retry, instead of opening an empty menu', async () => {
    mock.server().get('/apps/ecommerce/cart', () => new Response(500, {}, { message: 'The cart service is down.' }));
    const { user } = await renderShop('/apps/ecommerce/test-navbar');
    await screen.findByText('The shop could not be loaded.', {}, { timeout: 5_000 }); // the checkout's own message
    await user.click(cartButton());
    const menu = await screen.findByRole('group', { name: /^Cart, / });
    expect(within(menu).getByText('The cart could not be loaded.')).toBeInTheDocument();
    mock.server().get('/apps/ecommerce/cart', () => ({ products: [] }));
    await user.click(within(menu).getByRole('button', { name: 'Retry' }));
    expect(await within(menu).findByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('keeps its error and Retry while the cart is fetched again elsewhere', async () => {
    let failing = true;
    mock.server().get('/apps/ecommerce/cart', () => (failing ? new Response(500, {}, { message: 'The cart service is down.' }) : new Promise(() => undefined)));
    const { user, queryClient } = await renderShop('/apps/ecommerce/test-navbar');
    await user.click(cartButton());
    const menu = await screen.findByRole('group', { name: /^Cart, / });
    expect(await within(menu).findByText('The cart could not be loaded.', {}, { timeout: 5_000 })).toBeInTheDocument();
    failing = false; // the next answer is on its way for as long as the test lasts
    act(() => void queryClient.invalidateQueries({ queryKey: queryKeys.shop.cart }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(menu).getByText('The cart could not be loaded.')).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('the navbar cart in Arabic', () => {
  afterEach(() => switchTestLanguage('en'));

  it('names a cart of 11 to 99 items in Arabic, not in English', async () => {
    await switchTestLanguage('ar', { ui: uiAr });
    const { products } = (await (await fetch('/apps/ecommerce/cart')).json()) as { products: { id: number }[] };
    await fetch(`/apps/ecommerce/cart/${products[0]?.id ?? 0}`, { method: 'PATCH', body: JSON.stringify({ qty: 9 }) });
    await renderShop('/apps/ecommerce/test-navbar');
    const button = () => screen.getByRole('button', { name: /^السلة/ });
    await waitFor(() => expect(button()).toHaveAccessibleName(ar.cart.navbar_many.replace('{{shown}}', new Intl.NumberFormat('ar').format(11))));
    // The checkout's price line says the same count in Arabic too, in Arabic-Indic digits (١١).
    expect(await screen.findByText(ar.summary.items_many.replace('{{shown}}', new Intl.NumberFormat('ar').format(11)))).toBeInTheDocument();
  });
});

describe('the navbar cart, for a keyboard or screen-reader user', () => {
  it('moves the focus to the next item’s Remove, the previous one after the last, then to the empty message', async () => {
    const { user } = await renderShop('/apps/ecommerce/test-navbar');
    await waitFor(() => expect(cartButton()).toHaveAccessibleName('Cart, 3 items'));
    await user.click(cartButton());
    const menu = await screen.findByRole('group', { name: /^Cart, / });
    const remove = (name: string) => within(menu).getByRole('button', { name: `Remove ${name} from cart` });
    await user.click(remove('Lumora C4 Cinema Camera'));
    await waitFor(() => expect(remove('Northlight Key 300 LED')).toHaveFocus());
    await user.click(remove('Reelhouse Behind the Scenes Tee'));
    await waitFor(() => expect(remove('Northlight Key 300 LED')).toHaveFocus());
    await user.click(remove('Northlight Key 300 LED'));
    await waitFor(() => expect(within(menu).getByText('Your cart is empty.')).toHaveFocus());
    // Still in the open menu, not the page: Escape closes it from there.
    expect(menu).toHaveClass('show');
  });
});
