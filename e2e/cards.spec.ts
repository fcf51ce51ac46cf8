import type { Page } from '@playwright/test';
import { expect, oneSignInPerFile, seriousAxeFindings, signInAs, test } from './fixtures';

// The card calls are answered by the mock inside the page (Mirage on Pretender, which replaces
// `fetch`), so they never reach the network: Playwright's page.route and page.waitForRequest do
// not see them. The spec watches them in the page instead (`watchCardCalls`), and makes one fail
// through the cards mock's fault seam, localStorage `mockCardFaults` (docs/api/cards.md).

const analyticsTitles = ['Viewer Support Tracker', 'Average Watch Sessions', 'Revenue Report', 'Watch-Hour Goal', 'Ad Revenue', 'Merch Orders', 'Views by Device', 'Audience'];
const statisticsTitles = ['Merch Orders', 'Ad Profit', 'Subscribers Gained', 'Ad Revenue Generated', 'Ad Inventory Sold', 'Pay-per-View Orders', 'Site Traffic', 'Active Viewers', 'Newsletter Sign-ups'];

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const figure = (page: Page, title: string, label: string) =>
  card(page, title).getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
/** No card is still loading (each shows a "Loading …" placeholder until its answer is in). */
const allCardsLoaded = (page: Page) => expect(page.getByRole('status', { name: /^Loading / })).toHaveCount(0, { timeout: 15_000 });

/** Records the card calls the page makes from now on, in the page (see above). */
async function watchCardCalls(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const scope = window as unknown as { cardCalls: string[] };
    scope.cardCalls = [];
    const answer = window.fetch;
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/card/')) scope.cardCalls.push(decodeURIComponent(new URL(url, location.href).pathname + new URL(url, location.href).search).replace(/\+/g, ' '));
      return answer(input, init);
    };
  });
  return () => page.evaluate(() => (window as unknown as { cardCalls: string[] }).cardCalls);
}

test.describe('as the administrator (one sign-in for the file)', () => {
  let page: Page;
  oneSignInPerFile('admin', (opened) => (page = opened));
  test.afterEach(async () => {
    await page.evaluate(() => ['mockCardFaults', 'console.layout'].forEach((key) => localStorage.removeItem(key)));
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  test('the menu opens both dashboards and both galleries; /dashboard and /cards open their first page', async () => {
    await page.goto('/');
    for (const [link, url, heading] of [
      ['Analytics dashboard', /\/dashboard\/analytics$/, 'Analytics dashboard'],
      ['eCommerce dashboard', /\/dashboard\/ecommerce$/, 'eCommerce dashboard'],
      ['Analytics cards', /\/cards\/analytics$/, 'Analytics cards'],
      ['Statistics cards', /\/cards\/statistics$/, 'Statistics cards'],
    ] as const) {
      await menu(page).getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\/analytics$/);
    await page.goto('/cards');
    await expect(page).toHaveURL(/\/cards\/analytics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics cards' })).toBeVisible();
  });

  test('the console’s home page is the analytics dashboard', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics dashboard' })).toBeVisible();
    await expect(card(page, 'Average Watch Sessions')).toBeVisible();
  });

  for (const [path, titles] of [
    ['/cards/analytics', analyticsTitles],
    ['/cards/statistics', statisticsTitles],
  ] as const) {
    test(`every card of ${path} shows its title, its chart and the chart's table`, async () => {
      await page.goto(path);
      await allCardsLoaded(page);
      await expect(page.getByRole('main').getByRole('region')).toHaveCount(titles.length);
      for (const title of titles) {
        const region = card(page, title);
        await expect(region.getByRole('heading', { level: 2, name: title })).toBeVisible();
        const charts = region.getByRole('img', { name: /: chart; its figures are in the table that follows$/ });
        await expect(charts.first()).toBeVisible();
        // A painted canvas, not an empty box.
        expect(await charts.first().evaluate((canvas: HTMLCanvasElement) => canvas.width > 0 && canvas.height > 0)).toBe(true);
        await expect(region.getByRole('table')).toHaveCount(await charts.count());
        await expect(region.getByRole('table').first().getByRole('row')).not.toHaveCount(0);
      }
    });
  }

  test('a period change asks the API for that period, shows its figures and stays in the URL', async () => {
    await page.goto('/cards/analytics');
    await allCardsLoaded(page);
    await expect(figure(page, 'Merch Orders', 'Total orders')).toHaveText('42,459');
    const calls = await watchCardCalls(page);
    await card(page, 'Merch Orders').getByRole('combobox', { name: 'Period of Merch Orders' }).selectOption('Last Year');
    await expect.poll(calls).toContain('/card/card-analytics/product-orders?period=Last Year');
    await expect(figure(page, 'Merch Orders', 'Total orders')).toHaveText('553,665');
    await expect(page).toHaveURL(/\?product-orders=last-year$/);

    await card(page, 'Revenue Report').getByRole('combobox', { name: 'Year of Revenue Report' }).selectOption('2019');
    await expect.poll(calls).toContain('/card/card-analytics/revenue-report?year=2019');
    await expect(figure(page, 'Revenue Report', 'Earnings in 2019')).toHaveText('$1,208,000');

    // A reload keeps both choices (the URL), and asks for them again.
    await page.reload();
    await expect(figure(page, 'Merch Orders', 'Total orders')).toHaveText('553,665');
    await expect(figure(page, 'Revenue Report', 'Earnings in 2019')).toHaveText('$1,208,000');
  });

  test('a card whose call fails shows its own error with Retry while the others show their figures', async () => {
    await page.evaluate(() => localStorage.setItem('mockCardFaults', 'card-analytics/revenue-report'));
    await page.goto('/dashboard/ecommerce');
    const failed = card(page, 'Revenue report');
    // The console tries a 5xx twice more before it says so.
    await expect(failed.getByRole('alert')).toHaveText(/Revenue report could not be loaded\./, { timeout: 15_000 });
    for (const title of ['Watch-Hour Goal', 'Ad Revenue', 'Audience', 'Ad Profit']) {
      await expect(card(page, title).getByRole('img').first()).toBeVisible();
    }
    await expect(figure(page, 'Watch-Hour Goal', 'Goal')).toHaveText('1,000,000 hours');
    await expect(figure(page, 'Watch-Hour Goal', 'Hours completed')).toHaveText('786,617 hours');

    await page.evaluate(() => localStorage.removeItem('mockCardFaults'));
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(figure(page, 'Revenue Report', 'Earnings in 2020')).toHaveText('$1,438,000');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('on a phone, in Arabic, the cards stack in one column that runs right to left, without sideways scrolling', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => localStorage.setItem('console.layout', JSON.stringify({ language: 'ar', rtl: true })));
    await page.goto('/dashboard/ecommerce');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'لوحة التجارة الإلكترونية' })).toBeVisible();
    await expect(page.getByRole('status', { name: /^جارٍ تحميل/ })).toHaveCount(0, { timeout: 15_000 });
    const boxes = await page.getByRole('main').getByRole('region').evaluateAll((regions) => regions.map((region) => region.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes.length).toBe(8);
    for (const box of boxes) expect(Math.round(box.width)).toBe(Math.round(boxes[0]!.width));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The cards' own texts are Arabic, and so are their titles (the API answers in the page's language).
    await expect(card(page, 'الجمهور').getByRole('combobox')).toHaveAccessibleName('فترة الجمهور');
  });

  test('no serious accessibility findings on both dashboards, light and dark', async () => {
    test.setTimeout(90_000);
    const findings: string[] = [];
    for (const skin of ['light', 'dark']) {
      await page.evaluate((value) => localStorage.setItem('console.layout', JSON.stringify({ skin: value })), skin);
      for (const path of ['/dashboard/analytics', '/dashboard/ecommerce']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await allCardsLoaded(page);
        findings.push(...(await seriousAxeFindings(page)).map((finding) => `${skin} ${path} ${finding}`));
      }
    }
    expect(findings).toEqual([]);
  });
});

test('Cards runs on its own, with its galleries and dashboards', async ({ page }) => {
  await page.goto('http://localhost:3007/');
  await expect(page).toHaveURL('http://localhost:3007/cards/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics cards' })).toBeVisible();
  await page.goto('http://localhost:3007/dashboard/ecommerce');
  await expect(page.getByRole('heading', { level: 1, name: 'eCommerce dashboard' })).toBeVisible();
  await expect(card(page, 'Revenue Report').getByRole('img').first()).toBeVisible();
});

test('whoever may not read the dashboards does not see them', async ({ browser }) => {
  const page = await browser.newPage();
  await signInAs(page, 'editor');
  await page.goto('/dashboard/analytics');
  await expect(page.getByRole('heading', { name: 'You are not authorized' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Analytics dashboard' })).toHaveCount(0);
  await page.close();
});
