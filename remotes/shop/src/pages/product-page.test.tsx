import { screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { ecommerceDomain } from '@console/mirage';
import { mockServerPerTest, renderRemote } from '@console/testing';
import shopModule from '../module';
import { renderShop } from '../test-kit';

const mock = mockServerPerTest(() => [ecommerceDomain()]);
jest.setTimeout(15_000);

describe('the product page', () => {
  it('shows the product from its slug: picture, brand, price, rating, colours and related products', async () => {
    await renderShop('/apps/ecommerce/product-detail/lumora-vlog-mini-2');
    expect(screen.getByRole('heading', { level: 1, name: 'Lumora Vlog Mini' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Lumora Vlog Mini' })).toBeInTheDocument();
    expect(screen.getByText('$649.99')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('Silver')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Lumora C4 Cinema Camera' })).toHaveAttribute('href', '/apps/ecommerce/product-detail/lumora-c4-cinema-camera-1');
  });

  it('adds to the cart (then offers the way to it) and toggles the wishlist', async () => {
    const { user } = await renderShop('/apps/ecommerce/product-detail/lumora-vlog-mini-2');
    await user.click(screen.getByRole('button', { name: 'Add to cart: Lumora Vlog Mini' }));
    expect(await screen.findByRole('link', { name: 'View in cart' })).toHaveAttribute('href', '/apps/ecommerce/checkout');
    const heart = screen.getByRole('button', { name: 'Add Lumora Vlog Mini to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(screen.getByRole('button', { name: 'Remove Lumora Vlog Mini from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(async () => {
      const wishlist = (await (await fetch('/apps/ecommerce/wishlist')).json()) as { products: { id: number }[] };
      expect(wishlist.products.map((product) => product.id)).toContain(2);
    });
  });

  it('takes an optimistic wishlist change back, with a toast, when the server refuses it', async () => {
    mock.server().post('/apps/ecommerce/wishlist', () => new Response(500, {}, { message: 'The wishlist is full.' }));
    const { user } = await renderShop('/apps/ecommerce/product-detail/lumora-vlog-mini-2');
    await user.click(screen.getByRole('button', { name: 'Add Lumora Vlog Mini to wishlist' }));
    expect(screen.getByRole('button', { name: 'Remove Lumora Vlog Mini from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('The wishlist is full.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add Lumora Vlog Mini to wishlist' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps the product on screen, under a notice, when its refetch after a change fails', async () => {
    const { user } = await renderShop('/apps/ecommerce/product-detail/lumora-vlog-mini-2');
    mock.server().get('/apps/ecommerce/products/:id', () => new Response(500, {}, { message: 'Down for maintenance.' }));
    // Added to the cart; the product's refetch after it fails.
    await user.click(screen.getByRole('button', { name: 'Add to cart: Lumora Vlog Mini' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop could not be loaded. The rows below are from the last successful load.');
    expect(screen.getByRole('heading', { level: 1, name: 'Lumora Vlog Mini' })).toBeInTheDocument();
    expect(screen.getByText('$649.99')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Lumora Vlog Mini to wishlist' })).toBeInTheDocument();
  });

  it('shows only the error, with Retry, when the product never loaded', async () => {
    mock.server().get('/apps/ecommerce/products/:id', () => new Response(500, {}, { message: 'Down for maintenance.' }));
    renderRemote(shopModule, '/apps/ecommerce/product-detail/lumora-vlog-mini-2');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The shop could not be loaded.');
    expect(alert).not.toHaveTextContent('last successful load');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  // An id of 0 is asked for and answered 404 (never a query that waits for ever, as an invoice id of 0 did).
  it.each(['no-such-thing-999', 'lumora-vlog-mini-3', 'lumora-vlog-mini-0', 'not a slug'])('shows the not-found page for %p', async (slug) => {
    await renderShop(`/apps/ecommerce/product-detail/${encodeURIComponent(slug)}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
