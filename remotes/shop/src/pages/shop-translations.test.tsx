import { act, screen } from '@testing-library/react';
import { Response } from 'miragejs';
import { ecommerceDomain } from '@console/mirage';
import { englishAmong, englishLeftOnScreen, mockServerPerTest, switchTestLanguage, textsOnScreen } from '@console/testing';
import { uiAr } from '@console/ui/i18n/ar';
import { uiFr } from '@console/ui/i18n/fr';
import ar from '../i18n/ar';
import en from '../i18n/en';
import fr from '../i18n/fr';
import { productsWhere, renderShop } from '../test-kit';

/** English left on screen, texts naming a product aside: its name is catalogue data ("… Headphones"), not texts. */
async function englishLeft(texts: typeof fr) {
  const names = new Set((await productsWhere('')).map((product) => product.name));
  return englishAmong({ shop: en }, { shop: texts }, textsOnScreen(document.body).filter((text) => ![...names].some((name) => text.includes(name))));
}

const mock = mockServerPerTest(() => [ecommerceDomain()]);
afterEach(() => switchTestLanguage('en'));
jest.setTimeout(20_000);

describe.each([
  { language: 'fr', texts: fr, ui: uiFr },
  { language: 'ar', texts: ar, ui: uiAr },
] as const)('in $language', ({ language, texts, ui }) => {
  it('shows the catalogue and its filters with no English of its own left', async () => {
    await switchTestLanguage(language, { ui });
    await renderShop('/apps/ecommerce/shop');
    expect(await screen.findByRole('list', { name: texts.catalogue.products }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: texts.catalogue.title })).toBeInTheDocument();
    expect(screen.getByLabelText(texts.filters.category)).toBeInTheDocument();
    expect(englishLeftOnScreen({ shop: en }, { shop: texts })).toEqual([]);
  });

  it('shows a product, the wishlist and the checkout with no English of its own left', async () => {
    await switchTestLanguage(language, { ui });
    const { router } = await renderShop('/apps/ecommerce/product-detail/lumora-vlog-mini-2');
    expect(screen.getByRole('heading', { level: 2, name: texts.product.description })).toBeInTheDocument();
    expect(await englishLeft(texts)).toEqual([]);
    await act(() => router.navigate('/apps/ecommerce/wishlist'));
    expect(await screen.findByRole('list', { name: texts.wishlist.title })).toBeInTheDocument();
    expect(await englishLeft(texts)).toEqual([]);
    await act(() => router.navigate('/apps/ecommerce/checkout'));
    expect(await screen.findByRole('region', { name: texts.summary.title })).toBeInTheDocument();
    await screen.findByRole('heading', { name: texts.cart.items });
    expect(await englishLeft(texts)).toEqual([]);
  });

  it('says that a product does not exist, with the way back to the shop, with no English left', async () => {
    await switchTestLanguage(language, { ui });
    await renderShop('/apps/ecommerce/product-detail/nope');
    expect(screen.getByRole('heading', { level: 1, name: texts.product.notFound })).toBeInTheDocument();
    expect(screen.getByText(texts.product.notFoundText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.product.backToShop })).toHaveAttribute('href', '/apps/ecommerce/shop');
    expect(await englishLeft(texts)).toEqual([]);
  });

  it('says that a product could not be loaded, under the page’s heading, with no English left (the server’s included)', async () => {
    mock.server().get('/apps/ecommerce/products/:id', () => new Response(500, {}, { message: 'Internal error' }));
    await switchTestLanguage(language, { ui });
    await renderShop('/apps/ecommerce/product-detail/lumora-c4-cinema-camera-1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(texts.product.loadFailed);
    expect(alert).not.toHaveTextContent('Internal error');
    expect(screen.getByRole('heading', { level: 1, name: texts.product.title })).toBeInTheDocument();
    expect(await englishLeft(texts)).toEqual([]);
  });
});
