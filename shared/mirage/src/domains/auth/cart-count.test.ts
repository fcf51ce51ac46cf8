import 'fake-indexeddb/auto';
import type { LoginResponse, RegisterSuccess } from '@console/contracts/src/auth';
import { installMockBackend, type MockBackend } from '../../backend-gate';
import { domainNamed } from '../../domain-index';
import { openMockStore } from '../../persist/mock-store';
import { makeServer } from '../../server';
import { ecommerceDomain } from '../ecommerce';
import { authDomain } from '.';

/** The page's mock's answer to a JSON call (with the admin's token when given). */
async function send<T>(method: string, url: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}

const signIn = async (email = 'admin@demo.com', password = 'admin') => (await send<LoginResponse>('POST', '/jwt/login', { email, password })).body;
const countOf = (answer: LoginResponse) => answer.userData.extras.eCommerceCartItemsCount;

describe('the cart count a signed-in user carries (extras.eCommerceCartItemsCount)', () => {
  let server: ReturnType<typeof makeServer> | undefined;
  afterEach(() => {
    server?.shutdown();
    server = undefined;
  });

  /** Auth and the shop on one server, the shop read through `peer` as the core gives it. */
  function startBoth() {
    const shop = ecommerceDomain();
    const auth = authDomain({ peer: <T,>(name: string) => (name === 'ecommerce' ? (shop.provides as T) : undefined) });
    server = makeServer({ domains: [auth, shop] });
  }

  it('is the cart as it is at sign-in: its lines’ quantities added up, as the navbar counts them', async () => {
    startBoth();
    const first = await signIn();
    expect(countOf(first)).toBe(3);
    await send('POST', '/apps/ecommerce/cart', { productId: 2 }, first.accessToken);
    await send('PATCH', '/apps/ecommerce/cart/1', { qty: 3 }, first.accessToken);
    // Lines 1 (×3), 10, 25 and 2: four lines, six items.
    expect(countOf(await signIn())).toBe(6);
    // One cart for the demo, shared by every account.
    expect(countOf(await signIn('client@demo.com', 'client'))).toBe(6);
  });

  it('follows the cart on a token refresh and for a new registrant', async () => {
    startBoth();
    const { accessToken, refreshToken } = await signIn();
    await send('DELETE', '/apps/ecommerce/cart/10', undefined, accessToken);
    const refreshed = await send<LoginResponse>('POST', '/jwt/refresh-token', { refreshToken });
    expect(countOf(refreshed.body)).toBe(2);
    const registered = await send<RegisterSuccess>('POST', '/jwt/register', { email: 'mara.quinn@studio.tv', password: 's3cret!', username: 'mara.quinn' });
    expect(registered.body.user.extras.eCommerceCartItemsCount).toBe(2);
  });

  it('is 0 once the cart is empty', async () => {
    startBoth();
    const { accessToken } = await signIn();
    for (const productId of [1, 10, 25]) await send('DELETE', `/apps/ecommerce/cart/${productId}`, undefined, accessToken);
    expect(countOf(await signIn())).toBe(0);
  });

  it('counts only the seeded items a generated catalogue has, with no shop at hand', async () => {
    // Seeded ids 1, 10 and 25: a catalogue of 12 products has the first two.
    server = makeServer({ domains: [authDomain({ scale: 12 })] });
    expect(countOf(await signIn())).toBe(2);
  });
});

describe('the cart count on a page that has not loaded the shop (the sign-in pages)', () => {
  let backend: MockBackend | null = null;
  const install = (persist = true) => {
    backend = installMockBackend({ enabled: true, latencyMs: 0, persist }, window);
  };
  afterEach(async () => {
    backend?.uninstall();
    backend = null;
    jest.restoreAllMocks();
    await (await openMockStore()).clear();
  });

  it('reads what the browser keeps of the cart, without downloading the shop', async () => {
    install();
    const { accessToken } = await signIn();
    await send('POST', '/apps/ecommerce/cart', { productId: 2 }, accessToken);
    await send('PATCH', '/apps/ecommerce/cart/25', { qty: 2 }, accessToken);
    // The shop is loaded in this page: its cart as it is now.
    expect(countOf(await signIn())).toBe(5);
    backend?.uninstall();

    // A reload on the sign-in page: the shop's code and catalogue stay where they are.
    const shop = domainNamed('ecommerce');
    if (!shop) throw new Error('No e-commerce domain in the index.');
    const loadShop = jest.spyOn(shop, 'load');
    install();
    const signedIn = await signIn();
    expect(countOf(signedIn)).toBe(5);
    expect(countOf((await send<LoginResponse>('POST', '/jwt/refresh-token', { refreshToken: signedIn.refreshToken })).body)).toBe(5);
    const registered = await send<RegisterSuccess>('POST', '/jwt/register', { email: 'mara.quinn@studio.tv', password: 's3cret!', username: 'mara.quinn' });
    expect(registered.body.user.extras.eCommerceCartItemsCount).toBe(5);
    expect(loadShop).not.toHaveBeenCalled();
    // The page that calls the shop loads it (the spy sees the loading it watches for).
    await send('GET', '/apps/ecommerce/cart', undefined, signedIn.accessToken);
    expect(loadShop).toHaveBeenCalledTimes(1);
  });

  it('is the seed’s count where nothing is kept: a first visit, or persistence off', async () => {
    install();
    expect(countOf(await signIn())).toBe(3);
    const { accessToken } = await signIn();
    await send('POST', '/apps/ecommerce/cart', { productId: 2 }, accessToken);
    backend?.uninstall();

    // mockPersist off: the shop would start from its seed, whatever the browser holds.
    install(false);
    expect(countOf(await signIn())).toBe(3);
  });
});
