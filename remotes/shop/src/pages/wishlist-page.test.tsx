import { screen, waitFor, within } from '@testing-library/react';
import { ecommerceDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderShop } from '../test-kit';

mockServerPerTest(() => [ecommerceDomain()]);
jest.setTimeout(15_000);

const wished = () => within(screen.getByRole('list', { name: 'Wishlist' })).getAllByRole('heading').map((heading) => heading.textContent);

describe('the wishlist', () => {
  it('lists the wished products and moves one to the cart', async () => {
    const { user } = await renderShop('/apps/ecommerce/wishlist');
    await waitFor(() => expect(wished()).toEqual(['Vocalis Studio Condenser', 'Hushform Studio Monitor Headphones', 'Reelhouse Crew Hoodie', 'Northlight Ring Light 18"']));
    await user.click(screen.getByRole('button', { name: 'Move to cart: Vocalis Studio Condenser' }));
    await waitFor(() => expect(wished()).not.toContain('Vocalis Studio Condenser'));
    await waitFor(async () => {
      const cart = (await (await fetch('/apps/ecommerce/cart')).json()) as { products: { id: number }[] };
      expect(cart.products.map((product) => product.id)).toContain(5);
    });
  });

  it('removes a product, and says so when nothing is left', async () => {
    const { user } = await renderShop('/apps/ecommerce/wishlist');
    await waitFor(() => expect(wished()).toHaveLength(4));
    for (const name of ['Vocalis Studio Condenser', 'Hushform Studio Monitor Headphones', 'Reelhouse Crew Hoodie', 'Northlight Ring Light 18"']) {
      await user.click(screen.getByRole('button', { name: `Remove ${name} from wishlist` }));
    }
    expect(await screen.findByText('Your wishlist is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/apps/ecommerce/shop');
  });
});
