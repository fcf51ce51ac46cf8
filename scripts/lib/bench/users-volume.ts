// The users list at volume: the shell started with ?mockScale=10000 on /apps/user/list, how long
// a filter change or a search takes from input to painted rows, and how much JavaScript of its
// own the users remote sends for that page.
//
// Method (users-page-driver.ts runs in the page): a filter is timed from the moment its select's
// change event is dispatched; a search from the moment the search box applies its debounced text
// (the `console:search-applied` mark), so the 250 ms debounce is not counted. Both end when the
// table has been busy and is idle again and a frame has been painted after that. Each figure is
// the median of 13 changes after 2 warm-ups. The remote's own JS is every script the page fetched
// from the users remote's origin, less the shared libraries its manifest lists (the shell's copies
// run), gzipped at zlib's default level as the static server sends them.
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { storeSession, type StoredSession } from './browser';
import { kb } from './assets';
import { volumeScale } from './mock-volume';
import { median, type Check } from './summary';
import { driverKey, usersPageDriver } from './users-page-driver';

export interface UsersVolume {
  scale: number;
  /** Filter select changed → the new rows painted, each change (ms). */
  filterMs: number[];
  filterMedianMs: number;
  /** Debounced search applied → the new rows painted, each search (ms). */
  searchMs: number[];
  searchMedianMs: number;
  /** The users remote's own scripts the list page downloaded (shared libraries come from the shell). */
  remoteJs: { file: string; gzipKB: number }[];
  remoteJsGzipKB: number;
}

// Each change differs from the one before, so every one sends a request and repaints.
const filterChanges: [label: string, value: string][] = [
  ['Role', 'editor'], ['Status', 'active'], ['Role', 'admin'], ['Status', 'pending'], ['Role', ''],
  ['Status', 'inactive'], ['Role', 'author'], ['Status', ''], ['Role', 'maintainer'], ['Status', 'active'],
  ['Role', 'subscriber'], ['Status', 'pending'], ['Role', ''], ['Status', ''], ['Role', 'editor'],
];
const searches = ['an', 'be', 'li', 'co', 'jo', 'ma', 'er', 'ta', 'ri', 'on', 'sa', 'el', 'ko', 'ni', 'ar'];
const warmUps = 2;

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The users remote's origin and its shared-library files, from the served shell's remotes.json. */
async function usersRemote(origin: string): Promise<{ origin: string; sharedFiles: Set<string> }> {
  const locations = (await (await fetch(`${origin}/remotes.json`)).json()) as Record<string, string>;
  const manifestUrl = locations.users;
  if (!manifestUrl) throw new Error(`${origin}/remotes.json names no users remote.`);
  const manifest = (await (await fetch(manifestUrl)).json()) as { shared: { assets: { js: { sync: string[]; async: string[] } } }[] };
  const sharedFiles = new Set(manifest.shared.flatMap((lib) => [...lib.assets.js.sync, ...lib.assets.js.async].map((file) => new URL(file, manifestUrl).href)));
  return { origin: new URL(manifestUrl).origin, sharedFiles };
}

async function timed(page: Page, method: 'filter' | 'search', args: string[]): Promise<number> {
  return page.evaluate(([key, name, values]) => {
    const driver = Reflect.get(window, key) as Record<'filter' | 'search', (...input: string[]) => Promise<number>>;
    return driver[name](...values);
  }, [driverKey, method, args] as const);
}

/** Loads the list with 10,000 users seeded, then times filter changes and searches (median of 13 each). */
export async function measureUsersVolume(browser: Browser, origin: string, session: StoredSession): Promise<UsersVolume> {
  const remote = await usersRemote(origin);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(storeSession, session);
    await page.addInitScript(usersPageDriver);
    const downloads: Promise<{ file: string; gzipKB: number } | null>[] = [];
    page.on('response', (response) => {
      const url = response.url();
      if (!url.startsWith(`${remote.origin}/`) || !new URL(url).pathname.endsWith('.js') || remote.sharedFiles.has(url)) return;
      downloads.push(response.body().then((body) => ({ file: new URL(url).pathname, gzipKB: kb(gzipSync(body).length) }), () => null));
    });
    await page.goto(`${origin}/apps/user/list?mockScale=${volumeScale}`, { waitUntil: 'commit' });
    const table = page.getByRole('table', { name: 'Users' });
    await table.getByRole('rowheader').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);

    const filterMs: number[] = [];
    for (const change of filterChanges) filterMs.push(round1(await timed(page, 'filter', change)));
    const searchMs: number[] = [];
    for (const text of searches) searchMs.push(round1(await timed(page, 'search', [text])));

    const remoteJs = (await Promise.all(downloads)).filter((entry) => entry !== null);
    const measuredFilters = filterMs.slice(warmUps);
    const measuredSearches = searchMs.slice(warmUps);
    return {
      scale: volumeScale,
      filterMs: measuredFilters,
      filterMedianMs: round1(median(measuredFilters)),
      searchMs: measuredSearches,
      searchMedianMs: round1(median(measuredSearches)),
      remoteJs,
      remoteJsGzipKB: round1(remoteJs.reduce((sum, entry) => sum + entry.gzipKB, 0)),
    };
  } finally {
    await context.close();
  }
}

/** Targets: input → painted rows ≤ 100 ms median (filters, and searches after their debounce); own JS ≤ 60 KB gzip. */
export function usersVolumeChecks(volume: UsersVolume): Check[] {
  return [
    { name: `users filter → rows painted at ${volume.scale}`, value: volume.filterMedianMs, unit: 'ms', target: '≤ 100 ms', ok: volume.filterMedianMs <= 100 },
    { name: `users search → rows painted at ${volume.scale}`, value: volume.searchMedianMs, unit: 'ms', target: '≤ 100 ms', ok: volume.searchMedianMs <= 100 },
    { name: 'users remote own JS gzip (list page)', value: volume.remoteJsGzipKB, unit: 'KB', target: '≤ 60 KB', ok: volume.remoteJsGzipKB <= 60 },
  ];
}

/** The section printed under the main report. */
export function formatUsersVolume(volume: UsersVolume, checks: Check[]): string[] {
  const lines = ['', `Users list with ?mockScale=${volume.scale} (Chromium, median of ${volume.filterMs.length} changes; search timed from its debounce)`];
  for (const check of checks) {
    lines.push(`  ${check.name.padEnd(44)} ${`${check.value} ${check.unit}`.padStart(12)}   ${check.target.padEnd(9)} ${check.ok ? 'ok' : 'MISS'}`);
  }
  lines.push(`  ${'users remote files downloaded'.padEnd(44)} ${volume.remoteJs.map((entry) => `${entry.file.replace(/^\//, '')} ${entry.gzipKB}`).join(', ')}`);
  return lines;
}
