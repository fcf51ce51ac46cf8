import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

export const accounts = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  client: { email: 'client@demo.com', password: 'client' },
  editor: { email: 'editor@demo.com', password: 'editor' },
} as const;

/**
 * Signs in through the page's own mock API (no typing) and stores the session the way the
 * console does, so a test starts on a signed-in console (still showing the login page until it
 * navigates). `origin` picks another host (a brand). The login screen itself is tested in
 * auth.spec.ts.
 */
export async function signInAs(page: Page, who: keyof typeof accounts, origin = ''): Promise<void> {
  await page.goto(`${origin}/login`);
  // Whoever was signed in before is forgotten first (a signed-in user never sees /login).
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${origin}/login`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.evaluate(async ({ email, password }) => {
    const response = await fetch('/jwt/login', { method: 'POST', body: JSON.stringify({ email, password }) });
    const session = (await response.json()) as { userData: unknown; accessToken: string; refreshToken: string };
    localStorage.setItem('userData', JSON.stringify(session.userData));
    localStorage.setItem('accessToken', session.accessToken);
    localStorage.setItem('refreshToken', session.refreshToken);
  }, accounts[who]);
}

/** Playwright's test, with every page signed in as the demo administrator. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await signInAs(page, 'admin');
    await use(page);
  },
});

/**
 * Makes the enclosing describe block's tests run in order on one signed-in page (one sign-in per
 * file keeps the suite fast): `use` receives the page before the first test, and its context
 * closes after the last. The page has a context of its own: axe refuses `browser.newPage()` pages.
 */
export function oneSignInPerFile(who: keyof typeof accounts, use: (page: Page) => void): void {
  let opened: Page | undefined;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ browser }) => {
    opened = await (await browser.newContext()).newPage();
    use(opened);
    await signInAs(opened, who);
  });
  test.afterAll(async () => {
    await opened?.context().close();
  });
}

/** axe's serious and critical findings on the page as it is now, one line each, after `label` (none is the target). */
export async function seriousAxeFindings(page: Page, label = ''): Promise<string[]> {
  // A fade still running (a modal's backdrop, a toast) gives colour-contrast a half-drawn page:
  // CI once measured a row button through a backdrop at part opacity. Let every transition end.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity).map((animation) => animation.finished.catch(() => undefined))));
  // No preload: axe would fetch each cross-origin stylesheet (a remote's CSS) by XHR, which the
  // in-page mock intercepts, and wait 10 s for it per page; only css-orientation-lock needs it.
  const { violations } = await new AxeBuilder({ page }).options({ preload: false }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${label ? `${label} ` : ''}${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`);
}

export { expect };
