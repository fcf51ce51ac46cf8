import { screen, waitFor } from '@testing-library/react';
import { developmentUser, type SessionUser } from '@console/auth';
import type { Permission } from '@console/contracts';
import { ecommerceDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderShop } from '../test-kit';

mockServerPerTest(() => [ecommerceDomain()]);
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
