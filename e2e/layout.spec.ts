import type { Page } from '@playwright/test';
import { expect, seriousAxeFindings, signInAs, test } from './fixtures';

const openCustomizer = async (page: Page) => {
  await page.getByRole('button', { name: 'Layout settings' }).click();
  return page.getByRole('dialog', { name: 'Layout settings' });
};
const shellClasses = (page: Page) => page.locator('.shell').getAttribute('class');

test('collapsing the menu survives a reload', async ({ page }) => {
  await page.goto('/apps/todo');
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await sidebar.getByRole('button', { name: 'Collapse menu' }).click();
  await expect(sidebar.getByRole('button', { name: 'Collapse menu' })).toHaveAttribute('aria-pressed', 'true');
  expect((await sidebar.boundingBox())!.width).toBeLessThan(100);
  await page.reload();
  await expect(page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Collapse menu' })).toHaveAttribute('aria-pressed', 'true');
  // Collapsed entries keep their names for assistive tech.
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Todo' })).toBeVisible();
});

test('the menu\'s collapse button keeps its size when the menu is taller than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/apps/todo');
  const toggle = page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Collapse menu' });
  await toggle.scrollIntoViewIfNeeded();
  // It was squeezed to a 10 px grey bar, its icon cut off.
  expect((await toggle.boundingBox())!.height).toBeGreaterThanOrEqual(28);
});

// Users who enlarge text only (a browser's minimum or default font size): the rem-sized layout grows.
test('with text at twice its size, the navbar and the task list wrap instead of widening the page', async ({ page }) => {
  for (const width of [768, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/apps/todo');
    const title = page.getByRole('list', { name: 'Tasks' }).getByRole('button', { name: 'Check ad markers on long-form videos', exact: true });
    await expect(title).toBeVisible();
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    // A title was squeezed to 2 px wide and 1,500 px tall.
    expect((await title.boundingBox())!.width).toBeGreaterThan(150);
  }
});

test('with text at twice its size, no page is wider than a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  const found: string[] = [];
  // Each had a part wider than the screen: stat cards, filters, rows per page, invoice totals, row buttons, a table, a date.
  for (const path of ['/apps/user/list', '/apps/invoice/list', '/apps/invoice/edit/4', '/media/videos', '/media/playlists/1', '/access-control', '/apps/email?mail=1']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    found.push(`${path}: ${await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)}`);
  }
  expect(found).toEqual(found.map((line) => line.replace(/-?\d+$/, '0')));
});

test('the navbar cart shows its whole count, inside its button', async ({ page }) => {
  await page.goto('/apps/todo');
  const cart = page.getByRole('button', { name: /^Cart, \d+ items?$/ });
  const [button, badge] = [(await cart.boundingBox())!, (await cart.getByTestId('cart-count').boundingBox())!];
  // It sat half outside, clipped by the button (which hides what overflows it, for the ripple).
  expect(badge.x).toBeGreaterThanOrEqual(button.x);
  expect(badge.x + badge.width).toBeLessThanOrEqual(button.x + button.width + 0.5);
  expect(badge.y).toBeGreaterThanOrEqual(button.y);
});

test('dark mode survives a reload, with no light flash on load', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  // Before any script of ours runs, the saved skin is already on <html>.
  await page.route('**/main.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
});

test('right to left mirrors the layout and the menu', async ({ page }) => {
  await page.goto('/apps/todo');
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  const ltrX = (await sidebar.boundingBox())!.x;
  const dialog = await openCustomizer(page);
  await dialog.getByLabel('Right to left').check();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await sidebar.boundingBox())!.x).toBeGreaterThan(ltrX + 500);
  await expect(page.locator('link#bootstrap-stylesheet')).toHaveAttribute('href', /rtl/);
});

test('Arabic translates the shell and turns it right to left; French translates it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة التحليلات' })).toBeVisible();
  await page.getByRole('button', { name: /اللغة/ }).click();
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord analytique' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord analytique' })).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
});

test('each customizer option changes the layout', async ({ page }) => {
  await page.goto('/');
  const dialog = await openCustomizer(page);
  const cases: [string, string, RegExp][] = [
    ['Skin', 'Bordered', /skin-bordered/],
    ['Skin', 'Semi dark', /skin-semi-dark/],
    ['Content width', 'Boxed', /content-boxed/],
    ['Menu', 'Horizontal', /menu-horizontal/],
    ['Navbar', 'Floating', /navbar-floating/],
    ['Navbar', 'Sticky', /navbar-sticky/],
    ['Footer', 'Sticky', /footer-sticky/],
    ['Footer', 'Hidden', /footer-hidden/],
  ];
  for (const [group, option, expected] of cases) {
    await dialog.getByRole('group', { name: group, exact: true }).getByLabel(option, { exact: true }).check();
    await expect.poll(() => shellClasses(page)).toMatch(expected);
  }
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible(); // horizontal menu
  await expect(page.getByRole('contentinfo')).toHaveCount(0); // footer hidden
  await dialog.getByLabel('Hide the menu').check();
  await expect.poll(() => shellClasses(page)).toMatch(/menu-hidden/);
  await dialog.getByRole('group', { name: 'Page transition' }).getByLabel('Zoom').check();
  await expect(page.locator('.route-transition')).toHaveClass(/transition-zoomIn/);
  await dialog.getByLabel('Back-to-top button').uncheck();
  await dialog.getByRole('group', { name: 'Navbar' }).getByLabel('Hidden').check();
  await expect(page.locator('.shell-navbar')).toHaveCount(0);
  await page.reload();
  await expect.poll(() => shellClasses(page)).toMatch(/navbar-hidden/);
  await page.getByRole('button', { name: 'Layout settings' }).click();
  await page.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect.poll(() => shellClasses(page)).toMatch(/menu-vertical.*navbar-static.*footer-static.*content-full.*skin-light/);
});

test('narrow screens get an overlay menu from the navbar', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const overlay = page.getByRole('dialog');
  await overlay.getByRole('link', { name: 'Todo' }).click();
  await expect(page).toHaveURL(/\/apps\/todo$/);
  await expect(overlay).toBeHidden();
});

test('with the navbar hidden, a phone still has the menu, the language and Log out', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 800 });
  await page.goto('/');
  const settings = await openCustomizer(page);
  await settings.getByRole('group', { name: 'Navbar' }).getByLabel('Hidden').check();
  await page.keyboard.press('Escape');
  await expect(page.locator('.shell-navbar')).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const overlay = page.getByRole('dialog');
  await expect(overlay.getByRole('button', { name: 'Log out' })).toBeVisible();
  expect(await seriousAxeFindings(page, 'overlay menu with account controls')).toEqual([]);
  await overlay.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord analytique' })).toBeVisible();
  await overlay.getByRole('link', { name: 'Tâches' }).click();
  await expect(page).toHaveURL(/\/apps\/todo$/);
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the back-to-top button appears after scrolling down; buttons ripple', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto('/apps/todo');
  await expect(page.getByRole('list', { name: 'Tasks' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to top' })).toHaveCount(0);
  await page.mouse.move(800, 300); // over the content, not the (scrollable) sidebar
  await page.mouse.wheel(0, 2000);
  await page.getByRole('button', { name: 'Back to top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // Each ripple added to or taken from a button, in order: a slow run may look after its 500 ms.
  await page.evaluate(() => {
    const seen: string[] = [];
    const ripples = (nodes: NodeList) => [...nodes].filter((node) => node instanceof HTMLElement && node.classList.contains('ripple'));
    new MutationObserver((records) => {
      for (const record of records) {
        if (!(record.target instanceof Element) || !record.target.matches('.btn')) continue;
        seen.push(...ripples(record.addedNodes).map(() => 'added'), ...ripples(record.removedNodes).map(() => 'removed'));
      }
    }).observe(document.body, { childList: true, subtree: true });
    Object.assign(window, { ripplesSeen: seen });
  });
  await page.getByRole('button', { name: 'Add task' }).dispatchEvent('pointerdown', { clientX: 10, clientY: 10 });
  await expect.poll(() => page.evaluate(() => (window as unknown as { ripplesSeen: string[] }).ripplesSeen), { timeout: 2000 }).toEqual(['added', 'removed']);
  await expect(page.locator('.btn .ripple')).toHaveCount(0);
});

test('with no footer, Back to top never covers the last controls of a page scrolled to its end', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/apps/user/list?perPage=50');
  const settings = await openCustomizer(page);
  await settings.getByRole('group', { name: 'Footer' }).getByLabel('Hidden').check();
  await page.keyboard.press('Escape');
  // The list's last control, at the end of its last line, under where Back to top floats.
  const next = page.getByRole('combobox', { name: 'Rows per page' });
  await expect(next).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Layout settings' })).toBeHidden();
  await page.mouse.move(800, 300);
  await page.mouse.wheel(0, 5000);
  const backToTop = page.getByRole('button', { name: 'Back to top' });
  await expect(backToTop).toBeVisible();
  await expect.poll(() => page.evaluate(() => innerHeight + scrollY >= document.documentElement.scrollHeight - 1)).toBe(true);
  const [a, b] = [(await next.boundingBox())!, (await backToTop.boundingBox())!];
  const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps).toBe(false);
});

test('the menu and the customizer work by keyboard alone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics dashboard' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Todo' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/apps\/todo$/);
  // The new page's heading takes the focus (reading starts there) and names the tab.
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeFocused();
  await expect(page).toHaveTitle('Tasks · Studio Console');
  await page.getByRole('button', { name: 'Layout settings' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Layout settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Layout settings' })).toBeHidden();
});

const shellPages = ['/', '/apps/todo', '/access-control', '/not-authorized', '/no/such/page'];
for (const path of shellPages) {
  test(`axe: no serious findings on ${path}, light and dark`, async ({ page }) => {
    for (const skin of ['light', 'dark']) {
      await page.evaluate((value) => localStorage.setItem('console.layout', JSON.stringify({ skin: value })), skin);
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousAxeFindings(page, skin)).toEqual([]);
    }
  });
}

for (const path of ['/login', '/register', '/forgot-password', '/reset-password']) {
  test(`axe: no serious findings on ${path}`, async ({ page }) => {
    await signInAs(page, 'admin');
    await page.evaluate(() => localStorage.clear());
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
}

// Tables, documents and toolbars scroll or wrap inside their cards: the page itself never becomes
// wider than the screen (a hidden table header, a bookmark bar in Arabic and a phone's toolbar did).
// Eleven pages each, in two tests: one test for both ran near its 30 s timeout on a busy machine.
const widePaths = [
  '/apps/invoice/list', '/apps/invoice/preview/4', '/apps/user/list', '/media/videos', '/distribution/publishers',
  '/distribution/actions', '/distribution/beacons', '/dashboard/ecommerce', '/pages/profile', '/apps/email', '/apps/chat',
];
/** Each path with its sideways overflow in px once its page shows its heading and is no longer busy. */
async function overflowOf(page: Page): Promise<string[]> {
  const found = [];
  for (const path of widePaths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    found.push(`${path}: ${await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)}`);
  }
  return found;
}

test('no page is wider than the screen on a 1024 px laptop in Arabic', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/apps/todo');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await overflowOf(page)).toEqual(widePaths.map((path) => `${path}: 0`));
});

test('no page is wider than the screen on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await overflowOf(page)).toEqual(widePaths.map((path) => `${path}: 0`));
});

// Names from data may be one long word: they break instead of widening a phone's page.
test('a long unbroken name in a breadcrumb, a button or an invoice does not widen a phone', async ({ page }) => {
  await signInAs(page, 'admin');
  const name = 'Supercalifragilisticexpialidocious'.repeat(2).slice(0, 60);
  const ids = await page.evaluate(async (long) => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}` };
    const send = (path: string, method: string, body: unknown) => fetch(path, { method, headers, body: JSON.stringify(body) }).then((response) => response.json());
    const user = (await send('/apps/users/add-user', 'POST', { fullName: long, company: 'Kumo', role: 'author', username: 'long.name', country: 'Japan', contact: '+81 3 5555 0199', email: 'long@example.com', currentPlan: 'team', status: 'active' })) as { user: { id: number } };
    const { channel } = (await (await fetch('/api/distribution/roku-channels/1', { headers })).json()) as { channel: Record<string, unknown> };
    const { id: _id, updatedAt: _updatedAt, publishedAt: _publishedAt, version: _version, ...input } = channel;
    await send('/api/distribution/roku-channels/1', 'PUT', { ...input, name: long });
    const client = { name: long, company: long, companyEmail: 'billing@example.com', address: long, country: 'Japan', contact: '+81 3 5555 0199' };
    const invoice = (await send('/api/invoice/invoices', 'POST', { client, service: long, salesperson: long, issuedDate: '2026-11-02', dueDate: '2026-12-02', items: [{ description: long, cost: '10', qty: '1' }], discount: '0', taxRate: '0', note: long, paymentTerms: long })) as { invoice: { id: number } };
    return { user: user.user.id, invoice: invoice.invoice.id };
  }, name);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, title] of [[`/apps/user/view/${ids.user}`, name], ['/distribution/roku-channels/1', name], [`/apps/invoice/preview/${ids.invoice}`, `Invoice #${ids.invoice}`]] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(`${path}: ${await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)}`).toBe(`${path}: 0`);
  }
});

// A list wider than a phone scrolls inside its box: keyboard users reach that box and scroll it.
test('on a phone a wide list is a named region that scrolls by keyboard; on a laptop it is not', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/apps/user/list');
  const box = page.getByRole('region', { name: 'Users', exact: true });
  await expect(box).toContainText('Maya Lindqvist');
  await box.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await page.setViewportSize({ width: 1280, height: 844 });
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  await expect(box).toHaveCount(0);
});

/**
 * What the focus is on after each Tab: a problem for keyboard users when it is on something
 * unseen, unnamed, or with no ring showing where it is. (The native video player's controls draw
 * their ring inside the element, which this cannot see: its page is left out.)
 */
async function tabStops(page: Page, count: number): Promise<{ stop: string; problems: string[]; inMain: boolean }[]> {
  const stops = [];
  for (let index = 0; index < count; index++) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(async () => {
        const element = document.activeElement;
        if (!element || element === document.body) return { stop: 'the page itself', problems: [], inMain: false };
        // The ring as it stays, not part-way through its fade in or out (a slow machine reads later).
        await Promise.all(element.getAnimations().filter((animation) => animation instanceof CSSTransition).map((animation) => animation.finished.catch(() => undefined)));
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        const labelledBy = (element.getAttribute('aria-labelledby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
        const labels = 'labels' in element ? [...((element as HTMLInputElement).labels ?? [])].map((label) => label.textContent).join(' ') : '';
        const name = [element.getAttribute('aria-label'), labelledBy, labels, element.textContent, element.getAttribute('title'), element.querySelector('img')?.alt].join(' ').trim();
        const problems = [
          ...(style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none' ? [] : ['no focus ring'],
          ...(box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && !element.closest('[aria-hidden="true"], [inert]') ? [] : ['not visible']),
          ...(name ? [] : ['no name']),
        ];
        return { stop: `${element.tagName.toLowerCase()} "${name.slice(0, 40)}"`, problems, inMain: element.closest('main') !== null };
      }),
    );
  }
  return stops;
}

// A test per page: a walk takes 10–15 s here, twice that on a slow day.
for (const path of ['/apps/todo', '/apps/user/list', '/apps/invoice/add', '/media/videos', '/distribution/publishers', '/pages/account-settings/general']) {
  test(`Tab on ${path} stops only on visible, named controls that show the focus`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // From the page's heading (where a move in the console puts the focus): the page's own controls first.
    await page.getByRole('heading', { level: 1 }).focus();
    const stops = await tabStops(page, 30);
    expect(stops.filter((stop) => stop.problems.length > 0).map((stop) => `${stop.stop}: ${stop.problems.join(', ')}`)).toEqual([]);
    expect(new Set(stops.filter((stop) => stop.inMain).map((stop) => stop.stop)).size).toBeGreaterThan(8);
  });
}
