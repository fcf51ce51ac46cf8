import { act, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { ecommerceDomain } from '@console/mirage';
import { priceSummary, queryKeys, type CartProduct } from '@console/contracts';
import { mockServerPerTest } from '@console/testing';
import { renderShop, typeAddress } from '../test-kit';

const mock = mockServerPerTest(() => [ecommerceDomain()]);
jest.setTimeout(20_000);

const serverCart = async () => ((await (await fetch('/apps/ecommerce/cart')).json()) as { products: CartProduct[] }).products;
const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;
const total = () => within(screen.getByRole('region', { name: 'Price details' })).getByText(/^\$/, { selector: '[data-testid="order-total"]' });
const cartCount = () => screen.getByRole('button', { name: /^Cart, \d+ items?$/ });

describe('the cart and checkout', () => {
  it('changes a quantity: the line, the summary, the navbar count and the server follow', async () => {
    const { user } = await renderShop('/apps/ecommerce/test-navbar');
    await screen.findByRole('combobox', { name: 'Quantity of Lumora C4 Cinema Camera' });
    await waitFor(() => expect(cartCount()).toHaveAccessibleName('Cart, 3 items'));
    expect(total()).toHaveTextContent(dollars(priceSummary(await serverCart()).totalCents));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity of Reelhouse Behind the Scenes Tee' }), '4');
    expect(cartCount()).toHaveAccessibleName('Cart, 6 items');
    await waitFor(async () => expect((await serverCart()).find((line) => line.id === 25)?.qty).toBe(4));
    const lines = await serverCart();
    expect(screen.getByText('Price (6 items)')).toBeInTheDocument();
    expect(total()).toHaveTextContent(dollars(priceSummary(lines).totalCents));
  });

  it('removes a line and moves one to the wishlist', async () => {
    const { user } = await renderShop('/apps/ecommerce/checkout');
    await user.click(await screen.findByRole('button', { name: 'Remove Lumora C4 Cinema Camera from cart' }));
    await user.click(screen.getByRole('button', { name: 'Move to wishlist: Northlight Key 300 LED' }));
    await waitFor(() => expect(screen.getAllByRole('combobox', { name: /^Quantity of/ })).toHaveLength(1));
    await waitFor(async () => expect((await serverCart()).map((line) => line.id)).toEqual([25]));
    const wishlist = (await (await fetch('/apps/ecommerce/wishlist')).json()) as { products: { id: number }[] };
    expect(wishlist.products.map((product) => product.id)).toContain(10);
  });

  it('says clearly when a coupon is unknown, and applies a known one to the total', async () => {
    const { user } = await renderShop('/apps/ecommerce/checkout');
    const code = await screen.findByRole('textbox', { name: 'Coupon code' });
    await user.type(code, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('This coupon code is not valid.'));
    await user.clear(code);
    await user.type(code, 'studio10');
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect(await screen.findByText('Coupon STUDIO10 applied: 10% off.')).toBeInTheDocument();
    expect(total()).toHaveTextContent(dollars(priceSummary(await serverCart(), 10).totalCents));
  });

  it('checks the address at its fields, keeps input on a step back, and places the order', async () => {
    const { user, router } = await renderShop('/apps/ecommerce/test-navbar');
    await screen.findByRole('combobox', { name: 'Quantity of Lumora C4 Cinema Camera' });
    const expected = priceSummary(await serverCart());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Ada Lovelace');
    await user.type(screen.getByRole('textbox', { name: /Postcode/ }), '!');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('textbox', { name: /Phone number/ })).toHaveAccessibleDescription('Enter a phone number of 7 to 15 digits.');
    expect(screen.getByRole('textbox', { name: /Postcode/ })).toHaveAccessibleDescription('Enter a postcode of 3 to 10 letters or digits.');
    expect(screen.getByRole('textbox', { name: /City/ })).toHaveAccessibleDescription('City is required.');
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '+44 20 7946 0000');
    await user.type(screen.getByRole('textbox', { name: /Street address/ }), '12 Analytical Row');
    await user.type(screen.getByRole('textbox', { name: /City/ }), 'London');
    await user.clear(screen.getByRole('textbox', { name: /Postcode/ }));
    await user.type(screen.getByRole('textbox', { name: /Postcode/ }), 'N1 9GU');
    await user.type(screen.getByRole('textbox', { name: /Country/ }), 'United Kingdom');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('textbox', { name: /Full name/ })).toHaveValue('Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('textbox', { name: /Card number/ })).toHaveAccessibleDescription('Enter a card number of 13 to 19 digits.');
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    expect(screen.queryByRole('textbox', { name: /Card number/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeInTheDocument();
    expect(screen.getByText('Thank you! Your order ORD-000001 has been placed.')).toBeInTheDocument();
    expect(screen.getByText(`Amount: ${dollars(expected.totalCents)}`)).toBeInTheDocument();
    expect(cartCount()).toHaveAccessibleName('Cart, 0 items');
    expect(await serverCart()).toEqual([]);
    // Ordered, the typed forms are done with: leaving asks nothing.
    await user.click(screen.getByRole('link', { name: 'Continue shopping' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/ecommerce/shop'));
    expect(screen.queryByRole('dialog', { name: 'Leave this page?' })).not.toBeInTheDocument();
  });

  it('asks before leaving the page with a half-filled address', async () => {
    const { user, router } = await renderShop('/apps/ecommerce/checkout');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Ada');
    void router.navigate('/apps/ecommerce/shop');
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/apps/ecommerce/checkout');
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Ada');
  });

  it('still asks before leaving once the address and card are typed and the steps are gone back to the cart', async () => {
    const { user, router } = await renderShop('/apps/ecommerce/checkout');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await typeAddress(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByRole('textbox', { name: /Name on card/ }), 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));

    await user.click(await screen.findByRole('link', { name: 'Lumora C4 Cinema Camera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/apps/ecommerce/checkout');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('textbox', { name: /Name on card/ })).toHaveValue('Ada Lovelace');
  });
});

describe('the checkout when the cart’s refetch fails', () => {
  it('keeps the cart on screen under a notice that it is from the last load', async () => {
    const { user } = await renderShop('/apps/ecommerce/checkout');
    const quantity = await screen.findByRole('combobox', { name: 'Quantity of Reelhouse Behind the Scenes Tee' });
    mock.server().get('/apps/ecommerce/cart', () => new Response(500, {}, { message: 'Down for maintenance.' }));
    // The change is saved; the cart's refetch after it fails.
    await user.selectOptions(quantity, '4');
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop could not be loaded. The rows below are from the last successful load.');
    expect(screen.getByRole('combobox', { name: 'Quantity of Reelhouse Behind the Scenes Tee' })).toHaveValue('4');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('keeps the address step and what was typed in it', async () => {
    const { user, queryClient } = await renderShop('/apps/ecommerce/checkout');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByRole('textbox', { name: /Full name/ }), 'Ada');
    mock.server().get('/apps/ecommerce/cart', () => new Response(500, {}, { message: 'Down for maintenance.' }));
    // What a language switch or a change elsewhere in the shop does: the cart is fetched again.
    void queryClient.invalidateQueries({ queryKey: queryKeys.shop.cart });
    expect(await screen.findByRole('alert')).toHaveTextContent('The rows below are from the last successful load.');
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Ada');
  });

  it('shows only the error, with Retry, when the cart never loaded', async () => {
    mock.server().get('/apps/ecommerce/cart', () => new Response(500, {}, { message: 'Down for maintenance.' }));
    await renderShop('/apps/ecommerce/checkout');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The shop could not be loaded.');
    expect(alert).not.toHaveTextContent('last successful load');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cart items' })).not.toBeInTheDocument();
  });

  it('keeps the error and its Retry when the cart that never loaded is fetched again in the background, until Retry', async () => {
    const lines = await serverCart();
    let failing = true;
    let release: ((value: unknown) => void) | undefined;
    mock.server().get('/apps/ecommerce/cart', () => {
      if (failing) return new Response(500, {}, { message: 'Internal error' });
      return new Promise((resolve) => (release = resolve)); // answers when the test says
    });
    const { user, queryClient } = await renderShop('/apps/ecommerce/checkout');
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop could not be loaded.');
    // What another part of the console asking for the cart does: it is fetched again.
    failing = false;
    act(() => void queryClient.invalidateQueries({ queryKey: queryKeys.shop.cart }));
    await waitFor(() => expect(release).toBeDefined());
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The shop could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the shop…' })).not.toBeInTheDocument();
    // Retry (joining the call under way) shows the wait, then the cart.
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('status', { name: 'Loading the shop…' })).toBeInTheDocument();
    act(() => release?.({ products: lines }));
    expect(await screen.findByRole('region', { name: 'Cart items' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the checkout, for a keyboard or screen-reader user', () => {
  it('moves the focus to the next line’s first control when a line leaves, the previous one after the last, then to the cart’s heading', async () => {
    const { user } = await renderShop('/apps/ecommerce/checkout');
    await user.click(await screen.findByRole('button', { name: 'Remove Lumora C4 Cinema Camera from cart' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Northlight Key 300 LED' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Move to wishlist: Reelhouse Behind the Scenes Tee' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Northlight Key 300 LED' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Remove Northlight Key 300 LED from cart' }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Cart items' })).toHaveFocus());
  });

  it('moves the focus to each new step’s heading, and to the confirmation’s after the order', async () => {
    const { user } = await renderShop('/apps/ecommerce/checkout');
    await screen.findByRole('heading', { level: 2, name: 'Cart items' });
    expect(screen.getByRole('heading', { level: 2, name: 'Cart items' })).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Delivery address' })).toHaveFocus());
    await typeAddress(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Payment method' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Delivery address' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Cart items' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('radio', { name: 'Cash on delivery' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Order placed' })).toHaveFocus());
  });
});
