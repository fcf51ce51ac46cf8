import { act, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { queryKeys } from '@console/contracts';
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
    expect(await screen.findByRole('alert')).toHaveTextContent('This product could not be loaded. Down for maintenance. The rows below are from the last successful load.');
    expect(screen.getByRole('heading', { level: 1, name: 'Lumora Vlog Mini' })).toBeInTheDocument();
    expect(screen.getByText('$649.99')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Lumora Vlog Mini to wishlist' })).toBeInTheDocument();
  });

  it('keeps its heading and breadcrumb while the product loads', async () => {
    mock.server().get('/apps/ecommerce/products/:id', () => new Promise<never>(() => undefined)); // never answers
    renderRemote(shopModule, '/apps/ecommerce/product-detail/lumora-c4-cinema-camera-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/apps/ecommerce/shop');
    expect(screen.getByRole('status', { name: 'Loading the shop…' })).toBeInTheDocument();
  });

  it('keeps its heading and breadcrumb, and says the product could not be loaded and why, with Retry, when it never loaded', async () => {
    mock.server().get('/apps/ecommerce/products/:id', () => new Response(500, {}, { message: 'Internal error' }));
    renderRemote(shopModule, '/apps/ecommerce/product-detail/lumora-c4-cinema-camera-1');
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('This product could not be loaded. Internal error');
    expect(alert).not.toHaveTextContent('last successful load');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Product' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/apps/ecommerce/shop');
  });

  it('keeps the error through a background refetch, then loads the product on Retry', async () => {
    const answer: unknown = await (await fetch('/apps/ecommerce/products/1')).json();
    let failing = true;
    let release: ((value: unknown) => void) | undefined;
    mock.server().get('/apps/ecommerce/products/:id', () => {
      if (failing) return new Response(500, {}, { message: 'Internal error' });
      return new Promise((resolve) => (release = resolve)); // answers when the test says
    });
    const { user, queryClient } = renderRemote(shopModule, '/apps/ecommerce/product-detail/lumora-c4-cinema-camera-1');
    await screen.findByRole('alert', {}, { timeout: 5_000 });
    // Fetched again behind the user's back (a cart change, a language switch): the error stays.
    failing = false;
    act(() => void queryClient.invalidateQueries({ queryKey: queryKeys.shop.product(1) }));
    await waitFor(() => expect(release).toBeDefined());
    expect(screen.getByRole('alert')).toHaveTextContent('This product could not be loaded. Internal error');
    expect(screen.queryByRole('status', { name: 'Loading the shop…' })).not.toBeInTheDocument();
    // Retry (joining the call under way) shows the wait, then the product.
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('status', { name: 'Loading the shop…' })).toBeInTheDocument();
    act(() => release?.(answer));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lumora C4 Cinema Camera' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  // An id of 0 is asked for and answered 404 (never a query that waits for ever, as an invoice id of 0 did).
  it.each(['nope', 'no-such-thing-999', 'lumora-vlog-mini-3', 'lumora-vlog-mini-0', 'not a slug'])('says the product does not exist, with the way back to the shop, for %p', async (slug) => {
    await renderShop(`/apps/ecommerce/product-detail/${encodeURIComponent(slug)}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByText('This product does not exist in the shop. It may have been removed, or the address is mistyped.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/apps/ecommerce/shop');
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/apps/ecommerce/shop');
    // Not the console's page for an unknown address, with its way home.
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to home' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('keeps a failure (no answer at all) as an error with Retry, not as a product that does not exist', async () => {
    mock.server().get('/apps/ecommerce/products/:id', () => new Response(503, {}, { message: 'Service unavailable' }));
    renderRemote(shopModule, '/apps/ecommerce/product-detail/lumora-c4-cinema-camera-1');
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('This product could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Product not found' })).not.toBeInTheDocument();
  });
});
