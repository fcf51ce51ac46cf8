import type { Page } from '@playwright/test';
import { expect, oneSignInPerFile, seriousAxeFindings, test } from './fixtures';

// The mock backend keeps what is saved (IndexedDB) for the file's one context: a saved change
// survives a reload, and a later test sees what an earlier one changed.

interface Listed {
  videos: { id: number; title: string; duration: number; thumbnail: string }[];
  totals: { count: number; hours: number; minutes: number };
}

/** An API call from inside the console (its one mock backend), with the session's token. */
function api<T>(page: Page, path: string, method = 'GET'): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ url, verb }) => {
      const token = localStorage.getItem('accessToken');
      const response = await fetch(url, { method: verb, headers: token ? { Authorization: `Bearer ${token}` } : {} });
      return { status: response.status, body: (await response.json()) as T };
    },
    { url: path, verb: method },
  );
}

const table = (page: Page) => page.getByRole('table', { name: 'Videos' });
const rows = (page: Page) => table(page).getByRole('row').filter({ has: page.getByRole('rowheader') });
const figure = (page: Page, label: string) => page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
const en = (value: number) => value.toLocaleString('en');

async function openLibrary(page: Page) {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Video library' }).click();
  await expect(page).toHaveURL(/\/media\/videos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Video library' })).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
}

test.describe('as the administrator (one sign-in for the file)', () => {
  let page: Page;
  oneSignInPerFile('admin', (opened) => (page = opened));

  test('filters narrow the rows and the totals, whose hours and minutes are the sum of the durations', async () => {
    await openLibrary(page);
    await expect(figure(page, 'Videos')).toHaveText('300');

    await page.getByLabel('Brand', { exact: true }).selectOption({ label: 'Summit Sports' });
    await page.getByLabel('Status', { exact: true }).selectOption('published');
    await expect(page).toHaveURL(/\/media\/videos\?brand=4&status=published$/);
    const { body } = await api<Listed>(page, '/api/media/videos?brandId=4&status=published&perPage=100000');
    const seconds = body.videos.reduce((sum, video) => sum + video.duration, 0);
    expect(body.videos.length).toBeGreaterThan(0);
    expect(body.videos.length).toBeLessThan(300);
    await expect(figure(page, 'Videos')).toHaveText(en(body.videos.length));
    await expect(figure(page, 'Total hours')).toHaveText(en(Math.floor(seconds / 3600)));
    await expect(figure(page, 'Total minutes')).toHaveText(en(Math.floor(seconds / 60)));
    await expect(rows(page)).toHaveCount(Math.min(10, body.videos.length));
    for (const row of await rows(page).all()) await expect(row).toContainText('Summit Sports');
  });

  test('bulk publish refuses a video without a thumbnail and says which', async () => {
    await page.goto('/media/videos?status=draft');
    await expect(rows(page).first()).toBeVisible();
    const bare = rows(page).filter({ hasText: 'No thumbnail' }).first();
    const title = (await bare.getByRole('rowheader').textContent()) ?? '';
    await bare.getByRole('checkbox').check();
    await page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText(`Not changed: ${title} (It has no thumbnail.)`)).toBeVisible();
    await expect(rows(page).filter({ hasText: title })).toHaveCount(1); // still a draft
  });

  test('reorders a playlist by keyboard; the order is saved', async () => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Playlists' }).click();
    await page.getByRole('link', { name: 'Front page' }).click();
    const items = page.getByRole('list', { name: 'Videos in order' }).getByRole('listitem');
    await expect(items).toHaveCount(6);
    const before = (await api<{ videos: { title: string }[] }>(page, '/api/media/playlists/1')).body.videos.map((video) => video.title);
    const [first = '', second = ''] = before;

    await page.getByRole('button', { name: `Move ${first} down` }).focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(1)).toContainText(first);
    await page.getByRole('button', { name: 'Save playlist' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Saved.')).toBeVisible();

    // Saved for good: after a reload the playlist is read back in its new order.
    await page.reload();
    await expect(items).toHaveCount(6);
    await expect(items.nth(0)).toContainText(second);
    await expect(items.nth(1)).toContainText(first);
    const saved = await api<{ videos: { title: string }[] }>(page, '/api/media/playlists/1');
    expect(saved.body.videos.map((video) => video.title)).toEqual([second, first, ...before.slice(2)]);
  });

  test('on a phone the filters fold behind a Filters button that counts them, and the videos are cards', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/media/videos?status=published');
    const toggle = page.getByRole('button', { name: 'Filters 1' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Brand', { exact: true })).toBeHidden();
    await expect(table(page)).toBeHidden();
    await expect(page.getByRole('list', { name: 'Videos' }).getByRole('listitem')).toHaveCount(10);
    await toggle.click();
    await page.getByLabel('Brand', { exact: true }).selectOption({ label: 'Summit Sports' });
    await expect(page).toHaveURL(/[?&]brand=4(&|$)/);
    await expect(page.getByRole('button', { name: 'Filters 2' })).toHaveAttribute('aria-expanded', 'true');
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  test('no serious accessibility findings on the media pages, light and dark', async () => {
    test.setTimeout(90_000);
    const findings: string[] = [];
    for (const skin of ['light', 'dark']) {
      await page.evaluate((value) => localStorage.setItem('console.layout', JSON.stringify({ skin: value })), skin);
      for (const path of ['/media/videos', '/media/videos/1', '/media/playlists', '/media/playlists/1', '/media/brands', '/media/categories']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        findings.push(...(await seriousAxeFindings(page)).map((finding) => `${skin} ${path} ${finding}`));
      }
    }
    await page.evaluate(() => localStorage.removeItem('console.layout'));
    expect(findings).toEqual([]);
  });

  test('a file merely named .png is refused as a thumbnail at the field; a real picture is taken', async () => {
    await page.goto('/media/videos/3');
    const upload = page.getByLabel('Upload a thumbnail');
    await upload.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
    const field = page.getByRole('group', { name: 'Thumbnail' });
    await expect(field).toHaveAccessibleDescription('This file is not a picture, or it is damaged. Choose another.');
    // A real 1×1 PNG: the browser draws it, the message goes.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await upload.setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: png });
    await expect(field).not.toHaveAccessibleDescription(/not a picture/);
    await expect(field.getByRole('img')).toHaveAttribute('src', /^data:image\/png;base64,iVBOR/);
  });

  test('a video plays in the editor', async () => {
    await openLibrary(page);
    await rows(page).first().getByRole('link').click();
    const player = page.getByLabel('Video player', { exact: true }).and(page.locator('video'));
    await expect(player).toBeVisible();
    await player.evaluate((video: HTMLVideoElement) => video.play());
    await expect
      .poll(() => player.evaluate((video: HTMLVideoElement) => ({ ready: video.readyState >= 2, time: video.currentTime > 0 })), { timeout: 10_000 })
      .toEqual({ ready: true, time: true });
  });
});

test.describe('as the editor', () => {
  let page: Page;
  oneSignInPerFile('editor', (opened) => (page = opened));

  test('edits a video', async () => {
    // The editor may not read the dashboard: '/' sends them to the first page of their menu.
    await page.goto('/');
    await expect(page).toHaveURL(/\/media\/videos$/);
    await expect(page.getByRole('button', { name: /Amira Haddad/ })).toContainText('editor');
    await expect(rows(page)).toHaveCount(10);
    await rows(page).first().getByRole('link').click();
    const title = page.getByLabel('Title *');
    await title.fill('Edited by the editor');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Edited by the editor' })).toBeVisible();
  });

  test('sees brands without a delete button, and the API answers 403 to a delete', async () => {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Brands' }).click();
    const brands = page.getByRole('table', { name: 'Brands' });
    await expect(brands.getByRole('rowheader', { name: 'Northlight Studios' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add a brand' })).toHaveCount(0);
    expect((await api(page, '/api/media/brands/6', 'DELETE')).status).toBe(403);
    expect((await api(page, '/api/media/brands')).status).toBe(200);
  });
});

test('Media runs on its own, with its own mock backend', async ({ page }) => {
  await page.goto('http://localhost:3004/');
  await expect(page).toHaveURL('http://localhost:3004/media/videos');
  await expect(page.getByText('standalone')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Video library' })).toBeVisible();
});
