// Helpers for this remote's page tests.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { SessionUser } from '@console/auth';
import type { ProductListItem, ProductListResponse, RemoteModule } from '@console/contracts';
import { renderRemote } from '@console/testing';
import ar from './i18n/ar';
import en from './i18n/en';
import fr from './i18n/fr';
import { couponStorageKey } from './checkout/coupon-store';
import shopModule from './module';
import CheckoutPage from './pages/checkout-page';
import NavbarCart from './widgets/navbar-cart';

/** The navbar's cart above the checkout page, as the shell shows them together. */
function CartWithNavbar() {
  return (
    <>
      <NavbarCart />
      <CheckoutPage />
    </>
  );
}

// Test-only: one more route that puts the widget on a page, with the remote's texts loaded.
const withNavbar: RemoteModule = {
  ...shopModule,
  routes: [...shopModule.routes, { path: 'test-navbar', load: async () => ({ default: CartWithNavbar }) }],
};

// A coupon applied in one test is kept (the tab's session storage): each test starts with none.
beforeEach(() => sessionStorage.removeItem(couponStorageKey));

// The page's loading placeholder, in any of the shop's languages.
const loadingTexts: readonly string[] = [en.loading, fr.loading, ar.loading];

/**
 * The shop remote at `path` (as `user`, by default the development administrator), once its page
 * heading is on screen and its first load has ended (a product page has its heading while loading).
 */
export async function renderShop(path: string, user?: SessionUser) {
  const view = renderRemote(path.endsWith('test-navbar') ? withNavbar : shopModule, path, user);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 });
  await waitFor(() => expect(screen.queryByRole('status', { name: (name) => loadingTexts.includes(name) })).not.toBeInTheDocument(), { timeout: 5_000 });
  return view;
}

/** The product names on the catalogue's page, in order. */
export const productNames = () =>
  within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

/** Every product the mock holds matching `query` (a query string without '?'). */
export async function productsWhere(query: string): Promise<ProductListItem[]> {
  return ((await (await fetch(`/apps/ecommerce/products?perPage=100000&${query}`)).json()) as ProductListResponse).products;
}

/** The checkout's address step filled in with a valid address (the step on screen). */
export async function typeAddress(user: UserEvent) {
  await user.type(await screen.findByRole('textbox', { name: /Full name/ }), 'Ada Lovelace');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '+44 20 7946 0000');
  await user.type(screen.getByRole('textbox', { name: /Street address/ }), '12 Analytical Row');
  await user.type(screen.getByRole('textbox', { name: /City/ }), 'London');
  await user.type(screen.getByRole('textbox', { name: /Postcode/ }), 'N1 9GU');
  await user.type(screen.getByRole('textbox', { name: /Country/ }), 'United Kingdom');
}

/** From the cart to the payment step, with an address, then a valid card's details typed. */
export async function reachPaymentWithCard(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  await typeAddress(user);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.type(await screen.findByRole('textbox', { name: /Name on card/ }), 'Ada Lovelace');
  await user.type(screen.getByRole('textbox', { name: /Card number/ }), '4242 4242 4242 4242');
  await user.type(screen.getByRole('textbox', { name: /Expiry/ }), '12/49');
  await user.type(screen.getByRole('textbox', { name: /CVV/ }), '123');
}
