import type { Page } from '@playwright/test';
import { expect, oneSignInPerFile, seriousAxeFindings, test } from './fixtures';

// The mock backend lives in the page and keeps its data in IndexedDB (the seed: cart 3 lines of 1,
// wishlist 4 products). The file shares one sign-in, so tests run in order and each one starts
// from what the previous left; tests read the API from the page.

interface CartLine {
  id: number;
  name: string;
  price: number;
  qty: number;
  discountPercentage: number;
  hasFreeShipping: boolean;
}

/** An API call from inside the console (its one mock backend), with the session's token. */
function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const token = localStorage.getItem('accessToken');
    const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    return (await response.json()) as T;
  }, path);
}

/** docs/api/shop.md's price summary, written again here so the page is checked against the rule, not itself. */
function expectedTotalCents(lines: CartLine[], couponPercent = 0): number {
  let subtotal = 0;
  let discount = 0;
  let delivery = 0;
  for (const line of lines) {
    const cents = Math.round(line.price * 100) * line.qty;
    subtotal += cents;
    discount += Math.round((cents * line.discountPercentage) / 100);
    if (!line.hasFreeShipping) delivery += 500;
  }
  return subtotal - discount - Math.round(((subtotal - discount) * couponPercent) / 100) + delivery;
}

const money = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const cards = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('article');
const results = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+ results?$/ });
const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, \d+ items?$/ });
const orderTotal = (page: Page) => page.getByRole('region', { name: 'Price details' }).getByTestId('order-total');

async function openShop(page: Page, search = '') {
  await page.goto(`/apps/ecommerce/shop${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
}

test.describe('the shop (one sign-in for the file)', () => {
  let page: Page;
  oneSignInPerFile('admin', (opened) => {
    page = opened;
    // A half-filled checkout asks before the tab unloads; a test's next goto means to leave.
    page.on('dialog', (dialog) => void dialog.accept());
  });

  test('the menu opens the catalogue: 9 products, the result count and pages', async () => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(/\/apps\/ecommerce\/shop$/);
    await expect(results(page)).toHaveText('28 results');
    await expect(cards(page)).toHaveCount(9);
  });

  test('each filter narrows the results and every card matches it', async () => {
    await openShop(page);
    await page.getByLabel('Category').selectOption({ label: 'Microphones' });
    await expect(page).toHaveURL(/category=microphone/);
    await expect(results(page)).toHaveText('5 results');
    for (const card of await cards(page).all()) await expect(card).toContainText('Microphones');

    await page.getByRole('button', { name: 'Clear filters', exact: true }).click();
    // Filters live in the URL: a box shows its new state once the router has committed it.
    await page.getByRole('checkbox', { name: 'Hushform' }).click();
    await expect(page.getByRole('checkbox', { name: 'Hushform' })).toBeChecked();
    await expect(page).toHaveURL(/brands=Hushform/);
    await expect(results(page)).toHaveText('3 results');
    await page.getByRole('checkbox', { name: 'Lumora' }).click();
    await expect(page.getByRole('checkbox', { name: 'Lumora' })).toBeChecked();
    await expect(results(page)).toHaveText('5 results');
    for (const card of await cards(page).all()) await expect(card).toContainText(/By (Hushform|Lumora)/);

    await page.getByRole('button', { name: 'Clear filters', exact: true }).click();
    await page.getByRole('radio', { name: '4 stars & up' }).click();
    await expect(page.getByRole('radio', { name: '4 stars & up' })).toBeChecked();
    await expect(page).toHaveURL(/rating=4/);
    await expect(results(page)).not.toHaveText('28 results');
    for (const card of await cards(page).all()) await expect(card.getByRole('img', { name: /^Rated [45] out of 5$/ })).toBeVisible();

    await page.getByRole('button', { name: 'Clear filters', exact: true }).click();
    await page.getByRole('switch', { name: 'Free shipping only' }).click();
    await expect(page.getByRole('switch', { name: 'Free shipping only' })).toBeChecked();
    await expect(page).toHaveURL(/freeShipping=true/);
    await expect(results(page)).not.toHaveText('28 results');
    for (const card of await cards(page).all()) await expect(card).toContainText('Free shipping');

    await page.getByRole('button', { name: 'Clear filters', exact: true }).click();
    await page.getByLabel('Minimum price ($)').fill('100');
    await page.getByLabel('Maximum price ($)').fill('300');
    await page.getByRole('button', { name: 'Apply price' }).click();
    await expect(page).toHaveURL(/minPrice=100&maxPrice=300/);
    await expect(results(page)).not.toHaveText('28 results');
    for (const price of await page.getByRole('list', { name: 'Products' }).getByTestId('price').allTextContents()) {
      const dollars = Number(price.replace(/[$,]/g, ''));
      expect(dollars).toBeGreaterThanOrEqual(100);
      expect(dollars).toBeLessThanOrEqual(300);
    }
  });

  test('the URL round trip: a reload restores search, sort, filters, view and page', async () => {
    await openShop(page, '?sortBy=price-desc&freeShipping=true&view=list');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('o');
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await expect(page).toHaveURL(/q=o/);
    // The URL changes before the answer arrives, and the list keeps the previous page (busy)
    // meanwhile: read the names once it has the answer and every card matches the search.
    await expect(page.getByRole('list', { name: 'Products' })).toHaveAttribute('aria-busy', 'false');
    const headings = cards(page).getByRole('heading');
    await expect.poll(async () => (await headings.allTextContents()).every((name) => /o/i.test(name))).toBe(true);
    const names = await headings.allTextContents();
    const url = page.url();
    await page.goto(url);
    await expect(cards(page).first()).toBeVisible();
    expect(await cards(page).getByRole('heading').allTextContents()).toEqual(names);
    await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
    await expect(page.getByRole('switch', { name: 'Free shipping only' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('o');
    // Clear filters leaves the search, as the other lists' filter bars do.
    await page.getByRole('button', { name: 'Clear filters', exact: true }).click();
    await expect(page.getByRole('switch', { name: 'Free shipping only' })).not.toBeChecked();
    await expect(page).not.toHaveURL(/freeShipping/);
    await expect(page).toHaveURL(/q=o/);
  });

  test('add two products, change a quantity: the navbar count and the totals follow', async () => {
    await openShop(page);
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
    await page.getByRole('button', { name: 'Add to cart: Lumora Vlog Mini' }).click();
    await page.getByRole('button', { name: 'Add to cart: Framewell PTZ Studio Cam' }).click();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 5 items');
    await cards(page).filter({ hasText: 'Lumora Vlog Mini' }).getByRole('link', { name: 'View in cart' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Quantity of Lumora Vlog Mini' }).selectOption('3');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 7 items');
    await expect(page.getByText('Price (7 items)')).toBeVisible();
    await expect.poll(async () => (await api<{ products: CartLine[] }>(page, '/apps/ecommerce/cart')).products.find((line) => line.id === 2)?.qty).toBe(3);
    const lines = (await api<{ products: CartLine[] }>(page, '/apps/ecommerce/cart')).products;
    await expect(orderTotal(page)).toHaveText(money(expectedTotalCents(lines)));
    await cartButton(page).click();
    await expect(page.getByRole('list', { name: 'Cart items' })).toContainText('Lumora Vlog Mini × 3');
  });

  test('checkout with an invalid address shows the messages at the fields', async () => {
    await page.goto('/apps/ecommerce/checkout');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel(/Postcode/).fill('!');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel(/Full name/)).toHaveAccessibleDescription('Full name is required.');
    await expect(page.getByLabel(/Phone number/)).toHaveAccessibleDescription('Enter a phone number of 7 to 15 digits.');
    await expect(page.getByLabel(/Postcode/)).toHaveAccessibleDescription('Enter a postcode of 3 to 10 letters or digits.');
    await expect(page.getByLabel(/Full name/)).toBeFocused();
    // Back to the cart: the input stays with the page, so leaving still asks (the next test's goto
    // accepts the browser's prompt: the dialog handler above).
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('combobox', { name: 'Quantity of Lumora C4 Cinema Camera' })).toBeVisible();
  });

  test('a complete checkout shows the confirmation, empties the cart and the count reads 0', async () => {
    await page.goto('/apps/ecommerce/checkout');
    const lines = (await api<{ products: CartLine[] }>(page, '/apps/ecommerce/cart')).products;
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('CREW15');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(orderTotal(page)).toHaveText(money(expectedTotalCents(lines, 15)));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel(/Full name/).fill('Ada Lovelace');
    await page.getByLabel(/Phone number/).fill('+44 20 7946 0000');
    await page.getByLabel(/Street address/).fill('12 Analytical Row');
    await page.getByLabel(/City/).fill('London');
    await page.getByLabel(/Postcode/).fill('N1 9GU');
    await page.getByLabel(/Country/).fill('United Kingdom');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel(/Name on card/).fill('Ada Lovelace');
    await page.getByLabel(/Card number/).fill('4242 4242 4242 4242');
    await page.getByLabel(/Expiry/).fill('12/30');
    await page.getByLabel(/Security code/).fill('123');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
    await expect(page.getByText(/^Thank you! Your order ORD-\d{6} has been placed\.$/)).toBeVisible();
    await expect(page.getByText(`Amount: ${money(expectedTotalCents(lines, 15))}`)).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
    expect((await api<{ products: CartLine[] }>(page, '/apps/ecommerce/cart')).products).toEqual([]);
    await page.getByRole('link', { name: 'Continue shopping' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Cart & checkout' }).click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  });

  test('an unknown product slug says the product does not exist, with the way back to the shop; a known one shows its product', async () => {
    await page.goto('/apps/ecommerce/product-detail/no-such-product-999');
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Back to the shop' }).click();
    await expect(page).toHaveURL(/\/apps\/ecommerce\/shop$/);
    await page.goto('/apps/ecommerce/product-detail/lumora-vlog-mini-2');
    await expect(page.getByRole('heading', { level: 1, name: 'Lumora Vlog Mini' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Lumora Vlog Mini' })).toBeVisible();
  });

  test('no serious accessibility findings on the shop pages, light and dark', async () => {
    // axe reads every product card's colours: about ten seconds a page on this machine.
    test.setTimeout(180_000);
    const findings: string[] = [];
    for (const skin of ['light', 'dark']) {
      await page.evaluate((value) => localStorage.setItem('console.layout', JSON.stringify({ skin: value })), skin);
      for (const path of ['/apps/ecommerce/shop', '/apps/ecommerce/product-detail/lumora-vlog-mini-2', '/apps/ecommerce/wishlist', '/apps/ecommerce/checkout']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        findings.push(...(await seriousAxeFindings(page)).map((finding) => `${skin} ${path} ${finding}`));
      }
    }
    await page.evaluate(() => localStorage.removeItem('console.layout'));
    expect(findings).toEqual([]);
  });
});

test('Shop runs on its own', async ({ page }) => {
  await page.goto('http://localhost:3005/');
  await expect(page).toHaveURL('http://localhost:3005/apps/ecommerce');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
});
