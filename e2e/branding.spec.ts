import { expect, test } from '@playwright/test';
import { chromiumArgs } from '../scripts/lib/chromium';

// Any host name reaches the local server; *.localhost pages are secure contexts, which the mock
// backend's token signing (Web Crypto) needs.
test.use({ launchOptions: { executablePath: '/usr/bin/chromium', args: [...chromiumArgs, '--host-resolver-rules=MAP *.localhost 127.0.0.1'] } });

const cases = [
  { host: 'sdk.localhost', id: 'sdk', name: 'Media SDK', teaser: 'Connect, Analyse, Monetize' },
  { host: 'search.localhost', id: 'search', name: 'Scene Search', teaser: 'Find every moment in every video' },
  { host: 'localhost', id: 'studio', name: 'Studio Console', teaser: 'Create, Publish, Grow' },
];

for (const brand of cases) {
  test(`${brand.host} shows the ${brand.name} brand`, async ({ page }) => {
    await page.goto(`http://${brand.host}:3000/login`);
    await expect(page.getByText(brand.teaser, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText(brand.name, { exact: true })).toBeVisible();
    const artwork = page.getByRole('img', { name: `${brand.name} illustration` });
    await expect(artwork).toBeVisible();
    // Drawn in the brand's colours: the brand's own picture, and it loaded.
    expect(await artwork.evaluate((image: HTMLImageElement) => image.decode().then(() => image.naturalWidth))).toBeGreaterThan(0);
    await expect(artwork).toHaveAttribute('src', new RegExp(`/${brand.id}\\.[0-9a-f]+\\.svg$`));
    await expect(page).toHaveTitle(`Sign in · ${brand.name}`);
    const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(decodeURIComponent(favicon ?? '')).toContain('<svg');

    // The brand follows into the signed-in console.
    await page.getByLabel(/^Email/).fill('admin@demo.com');
    await page.getByLabel(/^Password/).fill('admin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics dashboard' })).toBeVisible();
    await expect(page.getByRole('complementary').getByText(brand.name)).toBeVisible();
  });
}

test('the loading screen shows the host’s brand before any bundle has run', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The shell's entry is held back: what shows meanwhile is index.html's own loading screen.
  await page.route('**/main.js', async (route) => {
    await held;
    await route.continue();
  });
  // (Not 'domcontentloaded': that waits for the deferred main.js.)
  await page.goto('http://sdk.localhost:3000/login', { waitUntil: 'commit' });
  const loading = page.getByRole('status', { name: 'Loading' });
  await expect(loading).toBeVisible();
  const logo = decodeURIComponent((await loading.locator('img').getAttribute('src')) ?? '');
  expect(logo).toContain('fill="#0b6e82"'); // the Media SDK's colour, not the studio's
  expect(decodeURIComponent((await page.locator('link[rel="icon"]').getAttribute('href')) ?? '')).toContain('#0b6e82');
  release();
  await expect(page.getByRole('main').getByText('Media SDK', { exact: true })).toBeVisible();
});
