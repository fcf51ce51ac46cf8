import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, oneSignInPerFile, seriousAxeFindings, test } from './fixtures';

// The mock backend lives in the page: a full load starts it from its seed again, so each flow
// moves inside the console (menu and links) and asks the API through the page itself.

/** An API call from inside the console (its one mock backend), with the session's token. */
function api<T>(page: Page, path: string, method = 'GET', body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ url, verb, data }) => {
      const token = localStorage.getItem('accessToken');
      const response = await fetch(url, { method: verb, headers: token ? { Authorization: `Bearer ${token}` } : {}, body: data === undefined ? undefined : JSON.stringify(data) });
      return { status: response.status, body: (await response.json()) as T };
    },
    { url: path, verb: method, data: body },
  );
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const numberIn = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
// A 1×1 PNG: the thumbnail "uploaded" in the media editor.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function openChannel(page: Page, name: string) {
  await menu(page).getByRole('link', { name: 'Roku channels' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Roku channels' })).toBeVisible();
  await page.getByRole('table', { name: 'Roku channels' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('as the administrator (one sign-in for the file)', () => {
  let page: Page;
  oneSignInPerFile('admin', (opened) => (page = opened));

  test('a playlist video without a thumbnail is named in the report; fixed in the media editor, the feed is clean and lists it', async () => {
    await page.goto('/');
    // Video 12 (unlisted, in "Weekend picks", the Cedar Weekend channel's playlist) loses its thumbnail.
    const { body } = await api<{ video: Record<string, unknown> & { title: string } }>(page, '/api/media/videos/12');
    expect((await api(page, '/api/media/videos/12', 'PUT', { ...body.video, thumbnail: '' })).status).toBe(200);
    const title = body.video.title;

    await openChannel(page, 'Cedar Weekend');
    const report = page.getByRole('table', { name: 'Validation report' });
    await expect(report.getByRole('rowheader', { name: title })).toBeVisible();
    await expect(report.getByRole('row').filter({ hasText: title })).toContainText('Missing thumbnail');

    await report.getByRole('link', { name: `Fix ${title}` }).click();
    await expect(page).toHaveURL(/\/media\/videos\/12$/);
    await page.getByLabel('Upload a thumbnail').setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();

    await openChannel(page, 'Cedar Weekend');
    await expect(page.getByText('Every item of the feed is valid: Roku will accept it.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Validation report' })).toHaveCount(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download feed (.json)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const feed = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      providerName: string;
      categories: { name: string }[];
      playlists: { name: string; itemIds: string[] }[];
      shortFormVideos: { id: string; thumbnail: string }[];
      movies: { id: string; thumbnail: string }[];
    };
    expect(feed.providerName).toBe('Cedar Broadcast');
    expect(feed.categories.map((category) => category.name)).toEqual(['Weekend picks']);
    expect(feed.playlists[0]?.itemIds).toContain('12');
    const item = [...feed.shortFormVideos, ...feed.movies].find((one) => one.id === '12');
    expect(item?.thumbnail).toMatch(/^data:image\/png/);

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText(/^Published version 1 with \d+ items\.$/)).toBeVisible();
  });

  test('a campaign whose end is before its start is refused at the end date', async () => {
    await menu(page).getByRole('link', { name: 'Search campaigns' }).click();
    // The last test's toast sits over the page header's buttons, and a toast under the pointer
    // waits (react-hot-toast): a click aimed at Add campaign through it would hold it there.
    await expect(page.getByText(/^Published version \d+ with \d+ items\.$/)).toBeHidden();
    await page.getByRole('button', { name: 'Add campaign' }).click();
    const panel = page.getByRole('dialog', { name: 'Add a search campaign' });
    await panel.getByLabel('Name *').fill('Winter launch');
    await panel.getByLabel('Brand *').selectOption({ label: 'Summit Sports' });
    await panel.getByLabel('Keywords *').fill('winter, launch');
    await panel.getByRole('group', { name: 'Promoted videos' }).getByRole('checkbox').first().check();
    await panel.getByLabel('Start date *').fill('2026-12-10');
    await panel.getByLabel('End date *').fill('2026-12-01');
    await panel.getByLabel('Daily budget (€) *').fill('40');
    await panel.getByRole('button', { name: 'Save' }).click();
    const end = panel.getByLabel('End date *');
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(end).toHaveAccessibleDescription('The end date must be on or after the start date.');
    await expect(panel.getByLabel('Start date *')).not.toHaveAttribute('aria-invalid', 'true');

    await panel.getByLabel('End date *').fill('2026-12-31');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('table', { name: 'Search campaigns' }).getByRole('rowheader', { name: 'Winter launch' })).toBeVisible();
  });

  test('the beacon funnel’s starts and completes are the sums of the days in the table; the brand is in the URL', async () => {
    await menu(page).getByRole('link', { name: 'Beacon statistics' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Beacon statistics' })).toBeVisible();
    await page.getByLabel('Brand').selectOption({ label: 'Summit Sports' });
    await expect(page).toHaveURL(/\/distribution\/beacons\?brandId=4$/);
    const daily = page.getByRole('table', { name: 'Beacons per day' });
    await expect(daily.getByRole('row')).toHaveCount(31);
    // Columns: Day, Impressions, Starts, Completes, Clicks.
    const sum = async (column: number) => (await daily.locator(`tbody tr td:nth-of-type(${column})`).allTextContents()).reduce((total, text) => total + numberIn(text), 0);
    const funnel = page.locator('.card').filter({ has: page.getByRole('heading', { name: 'Completion funnel' }) });
    const figure = (label: string) => funnel.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
    // The table has 31 days for every brand: the brand's figures may still be on their way, to
    // the table or to the funnel. Polled until both show the same answer.
    const funnelAndTable = async () => [numberIn(await figure('Starts').textContent()), numberIn(await figure('Completes').textContent()), await sum(2), await sum(3)];
    await expect.poll(async () => {
      const [starts, completes, startsSum, completesSum] = await funnelAndTable();
      return { starts: starts === startsSum, completes: completes === completesSum };
    }).toEqual({ starts: true, completes: true });
    const top = page.getByRole('table', { name: 'Top videos' });
    await expect(top.getByRole('rowheader').first()).toBeVisible();
  });

  test('an edited video shows in "All actions" with the changed field', async () => {
    await menu(page).getByRole('link', { name: 'Video library' }).click();
    const videos = page.getByRole('table', { name: 'Videos' });
    await videos.getByRole('row').filter({ has: page.getByRole('rowheader') }).first().getByRole('link').click();
    await page.getByLabel('Title *').fill('Renamed for the log');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();

    await menu(page).getByRole('link', { name: 'All actions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All actions' })).toBeVisible();
    await page.getByLabel('Entity', { exact: true }).selectOption('Video');
    const latest = page.getByRole('table', { name: 'All actions' }).getByRole('row').filter({ has: page.getByRole('rowheader') }).first();
    await expect(latest).toContainText('Nadia Okafor');
    // Codes in words: the action, and the field by its label.
    await expect(latest).toContainText('Update');
    await expect(latest).toContainText(/Title: .+ → \u2068Renamed for the log\u2069/);
    await latest.getByRole('link', { name: /^Open Video / }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Renamed for the log' })).toBeVisible();
  });

  test('publishers show a masked SDK key; regenerating asks first', async () => {
    await menu(page).getByRole('link', { name: 'Publishers' }).click();
    const table = page.getByRole('table', { name: 'Publishers' });
    const row = table.getByRole('row').filter({ hasText: 'Pixel Arcade' });
    await expect(row).toContainText(/•{8}[a-z0-9]{4}/);
    await expect(row.getByRole('link', { name: 'ads@pixelarcade.io' })).toHaveAttribute('href', 'mailto:ads@pixelarcade.io');
    // On a laptop the row's buttons are in view, not behind a sideways scroll.
    expect(await table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
    await row.getByRole('button', { name: 'Regenerate the SDK key of Pixel Arcade' }).click();
    const dialog = page.getByRole('dialog', { name: 'Regenerate the SDK key of Pixel Arcade?' });
    await dialog.getByRole('button', { name: 'Regenerate' }).click();
    await expect(page.getByText(/^New SDK key for Pixel Arcade: sdk_[a-z0-9]{28}$/)).toBeVisible();
  });

  // Three pages a test: each axe run takes 3–4 s on this machine (up to twice that on a slow day), and seven in one took 30 s.
  for (const pages of [
    ['Roku channels', 'Search campaigns', 'Beacon statistics'],
    ['Publishers', 'My actions', 'All actions'],
  ]) {
    test(`${pages.join(', ')} have no serious accessibility findings`, async () => {
      await page.goto('/distribution');
      const findings: string[] = [];
      for (const name of pages) {
        await menu(page).getByRole('link', { name }).click();
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        findings.push(...(await seriousAxeFindings(page, name)));
      }
      expect(findings).toEqual([]);
    });
  }

  test('a Roku channel with its validation report has no serious accessibility findings', async () => {
    await openChannel(page, 'Kumo Previews');
    await expect(page.getByRole('table', { name: 'Validation report' })).toBeVisible();
    expect(await seriousAxeFindings(page, 'channel')).toEqual([]);
  });
});

test.describe('as the client', () => {
  let page: Page;
  oneSignInPerFile('client', (opened) => (page = opened));

  test('cannot read all actions, in the menu, the page or the API, but reads their own', async () => {
    await page.goto('/distribution/actions/mine');
    await expect(page.getByRole('heading', { level: 1, name: 'My actions' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'My actions' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'All actions' })).toHaveCount(0);
    expect((await api(page, '/api/distribution/actions')).status).toBe(403);
    expect((await api(page, '/api/distribution/actions/mine')).status).toBe(200);
    await page.goto('/distribution/actions');
    await expect(page.getByRole('heading', { level: 1, name: 'You are not authorized' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'All actions' })).toHaveCount(0);
  });
});

test('Distribution runs on its own, with its own mock backend', async ({ page }) => {
  await page.goto('http://localhost:3008/');
  await expect(page).toHaveURL('http://localhost:3008/distribution/roku-channels');
  await expect(page.getByText('standalone')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Roku channels' }).getByRole('link', { name: 'Cedar Weekend' })).toBeVisible();
});
