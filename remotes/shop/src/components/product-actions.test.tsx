import { screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { developmentUser, type SessionUser } from '@console/auth';
import type { Permission } from '@console/contracts';
import { ecommerceDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderShop } from '../test-kit';

const mock = mockServerPerTest(() => [ecommerceDomain()]);
jest.setTimeout(20_000);

const account = (...actions: Permission['action'][]): SessionUser => ({ ...developmentUser, role: 'client', ability: actions.map((action) => ({ action, subject: 'Product' })) });
// May add to the wishlist (and the cart), never remove from it.
const addOnly = account('read', 'create');
const reason = 'Your account may add to the wishlist but not remove from it.';

describe('the wishlist heart of an account that may add but not remove', () => {
  it('shows a product already in the wishlist as such: pressed, disabled, with the reason', async () => {
    // Product 5 is in the seeded wishlist.
    await renderShop('/apps/ecommerce/product-detail/vocalis-studio-condenser-5', addOnly);
    const heart = await screen.findByRole('button', { name: 'In wishlist: Vocalis Studio Condenser' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toBeDisabled();
    expect(heart).toHaveAccessibleDescription(reason);
    // The same reason as a tooltip for pointer users (on the wrapper: a disabled button gets no hover).
    expect(screen.getByTitle(reason)).toContainElement(heart);
    expect(screen.queryByRole('button', { name: /^Remove .* from wishlist$/ })).not.toBeInTheDocument();
  });

  it('keeps the heart, now pressed and disabled, once it has added a product', async () => {
    const { user } = await renderShop('/apps/ecommerce/product-detail/lumora-vlog-mini-2', addOnly);
    await user.click(screen.getByRole('button', { name: 'Add Lumora Vlog Mini to wishlist' }));
    const heart = screen.getByRole('button', { name: 'In wishlist: Lumora Vlog Mini' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toBeDisabled();
    await waitFor(async () => {
      const wishlist = (await (await fetch('/apps/ecommerce/wishlist')).json()) as { products: { id: number }[] };
      expect(wishlist.products.map((product) => product.id)).toContain(2);
    });
    expect(screen.getByRole('button', { name: 'In wishlist: Lumora Vlog Mini' })).toBeDisabled();
  });

  it('is still not offered to an account that may only read', async () => {
    await renderShop('/apps/ecommerce/product-detail/vocalis-studio-condenser-5', account('read'));
    expect(screen.getByRole('heading', { level: 1, name: 'Vocalis Studio Condenser' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /wishlist/i })).not.toBeInTheDocument();
  });
});

describe('Add to cart, for a keyboard or screen-reader user', () => {
  it('moves the focus to the "View in cart" link that takes the pressed button’s place on the product page', async () => {
    const { user } = await renderShop('/apps/ecommerce/product-detail/lumora-vlog-mini-2');
    screen.getByRole('button', { name: 'Add to cart: Lumora Vlog Mini' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'View in cart' })).toHaveFocus());
  });

  it('moves the focus to that card’s link in the catalogue, and to no link on first render', async () => {
    const { user } = await renderShop('/apps/ecommerce/shop');
    const [add] = await screen.findAllByRole('button', { name: /^Add to cart: / });
    const name = add?.getAttribute('aria-label')?.replace('Add to cart: ', '') ?? '';
    // Products already in the cart show their link from the start, and it takes no focus.
    expect(screen.getAllByRole('link', { name: 'View in cart' }).length).toBeGreaterThan(0);
    expect(document.body).toHaveFocus();
    await user.click(within(screen.getByRole('article', { name })).getByRole('button', { name: `Add to cart: ${name}` }));
    await waitFor(() => expect(within(screen.getByRole('article', { name })).getByRole('link', { name: 'View in cart' })).toHaveFocus());
  });

  it('gives the focus back to the button when the server refuses and the link goes again', async () => {
    mock.server().post('/apps/ecommerce/cart', () => new Response(500, {}, { message: 'The cart service is down.' }));
    const { user } = await renderShop('/apps/ecommerce/product-detail/lumora-vlog-mini-2');
    await user.click(screen.getByRole('button', { name: 'Add to cart: Lumora Vlog Mini' }));
    expect(await screen.findByText('The cart service is down.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to cart: Lumora Vlog Mini' })).toHaveFocus());
  });
});
