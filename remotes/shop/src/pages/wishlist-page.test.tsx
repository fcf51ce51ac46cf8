import { screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { ecommerceDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderShop } from '../test-kit';

const mock = mockServerPerTest(() => [ecommerceDomain()]);
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

describe('the wishlist when it cannot be loaded', () => {
  it('says the wishlist could not be loaded, with Retry, under its heading', async () => {
    mock.server().get('/apps/ecommerce/wishlist', () => new Response(500, {}, { message: 'Internal error' }));
    await renderShop('/apps/ecommerce/wishlist');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The wishlist could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
  });

  it('keeps the cards of the last load under the error of a failed refresh, and says they are', async () => {
    const { queryClient } = await renderShop('/apps/ecommerce/wishlist');
    await waitFor(() => expect(wished()).toHaveLength(4));
    mock.server().get('/apps/ecommerce/wishlist', () => new Response(500, {}, { message: 'Internal error' }));
    void queryClient.invalidateQueries();
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('The wishlist could not be loaded. The rows below are from the last successful load.');
    expect(wished()).toHaveLength(4);
  });
});

describe('the wishlist, for a keyboard or screen-reader user', () => {
  it('moves the focus to the next card’s first control when a card leaves, the previous one after the last', async () => {
    const { user } = await renderShop('/apps/ecommerce/wishlist');
    await waitFor(() => expect(wished()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Remove Vocalis Studio Condenser from wishlist' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Hushform Studio Monitor Headphones' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Move to cart: Northlight Ring Light 18"' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Reelhouse Crew Hoodie' })).toHaveFocus());
  });

  it('moves the focus to the list’s heading once the last card has left', async () => {
    const { user } = await renderShop('/apps/ecommerce/wishlist');
    await waitFor(() => expect(wished()).toHaveLength(4));
    for (const name of ['Vocalis Studio Condenser', 'Hushform Studio Monitor Headphones', 'Reelhouse Crew Hoodie', 'Northlight Ring Light 18"']) {
      await user.click(screen.getByRole('button', { name: `Remove ${name} from wishlist` }));
    }
    expect(await screen.findByText('Your wishlist is empty.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Products in your wishlist' })).toHaveFocus());
  });
});
