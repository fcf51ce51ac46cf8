// A remote's list at volume: the shell started with ?mockScale=10000 on the list's page, how long
// a filter change or a search takes from input to painted rows, and how much JavaScript of its
// own the remote sends for that page. One spec per list (list-volume-specs.ts); a list whose
// remote the served remotes.json does not name is skipped (CONSOLE_APPS).
//
// Method (list-page-driver.ts runs in the page): a filter is timed from the moment its select's
// change event is dispatched; a search from the moment the search box applies its debounced text
// (the `console:search-applied` mark), so the 250 ms debounce is not counted. Both end when the
// table has been busy and is idle again and a frame has been painted after that. Each figure is
// the median of the changes after 2 warm-ups. The remote's own JS is every script the page
// fetched from the remote's origin, less the shared libraries its manifest lists (the shell's
// copies run), gzipped at zlib's default level as the static server sends them.
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { storeSession, type StoredSession } from './browser';
import { kb } from './assets';
import { driverKey, listPageDriver } from './list-page-driver';
import { volumeScale } from './mock-volume';
import { median, type Check } from './summary';

export interface ListVolumeSpec {
  /** The remote's id in remotes.json. */
  remote: string;
  /** The list page's path. */
  path: string;
  /** The table's accessible name (its caption), or the list's (its aria-label) when `kind` is 'list'. */
  table: string;
  /**
   * A table (the default), a list of cards (the shop's catalogue) or a chart (a group of that name
   * holding a canvas: the beacons); each says aria-busy while it loads.
   */
  kind?: 'table' | 'list' | 'chart';
  /** Filter changes, each differing from the one before (so each one repaints): [field label, value]. */
  filters: [label: string, value: string][];
  /** Searches, each finding something (none for a page without a search box). */
  searches: string[];
  /** The target for input → painted (ms): 100 unless the page's issue names another. */
  targetMs?: number;
  /** The target for the remote's own JS on the page (KB gzip): 60 unless the page's issue names none (null). */
  jsTargetKB?: number | null;
}

export interface ListVolume {
  remote: string;
  /** What was measured: the table's (list's, chart's) name. */
  table: string;
  targetMs: number;
  jsTargetKB: number | null;
  scale: number;
  /** Filter select changed → the new rows painted, each change (ms). */
  filterMs: number[];
  filterMedianMs: number;
  /** Debounced search applied → the new rows painted, each search (ms). */
  searchMs: number[];
  searchMedianMs: number;
  /** The remote's own scripts the list page downloaded (shared libraries come from the shell). */
  remoteJs: { file: string; gzipKB: number }[];
  remoteJsGzipKB: number;
}

const warmUps = 2;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** The remote's origin and its shared-library files, from the served shell's remotes.json; undefined when it is not listed. */
async function remoteFiles(origin: string, id: string): Promise<{ origin: string; sharedFiles: Set<string> } | undefined> {
  const locations = (await (await fetch(`${origin}/remotes.json`)).json()) as Record<string, string>;
  const manifestUrl = locations[id];
  if (!manifestUrl) return undefined;
  const manifest = (await (await fetch(manifestUrl)).json()) as { shared: { assets: { js: { sync: string[]; async: string[] } } }[] };
  const sharedFiles = new Set(manifest.shared.flatMap((lib) => [...lib.assets.js.sync, ...lib.assets.js.async].map((file) => new URL(file, manifestUrl).href)));
  return { origin: new URL(manifestUrl).origin, sharedFiles };
}

async function timed(page: Page, method: 'filter' | 'search', args: string[]): Promise<number> {
  try {
    return await page.evaluate(([key, name, values]) => {
      const driver = Reflect.get(window, key) as Record<'filter' | 'search', (...input: string[]) => Promise<number>>;
      return driver[name](...values);
    }, [driverKey, method, args] as const);
  } catch (error) {
    throw new Error(`${method} ${args.join(' → ')}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
}

/** Loads the list with 10,000 rows seeded, then times its filter changes and searches; undefined when its remote is not served. */
export async function measureListVolume(browser: Browser, origin: string, session: StoredSession, spec: ListVolumeSpec): Promise<ListVolume | undefined> {
  const remote = await remoteFiles(origin, spec.remote);
  if (!remote) return undefined;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(storeSession, session);
    await page.addInitScript(listPageDriver);
    const downloads: Promise<{ file: string; gzipKB: number } | null>[] = [];
    page.on('response', (response) => {
      const url = response.url();
      if (!url.startsWith(`${remote.origin}/`) || !new URL(url).pathname.endsWith('.js') || remote.sharedFiles.has(url)) return;
      downloads.push(response.body().then((body) => ({ file: new URL(url).pathname, gzipKB: kb(gzipSync(body).length) }), () => null));
    });
    await page.goto(`${origin}${spec.path}?mockScale=${volumeScale}`, { waitUntil: 'commit' });
    const shown = {
      table: () => page.getByRole('table', { name: spec.table }).getByRole('row').nth(1),
      list: () => page.getByRole('list', { name: spec.table }).getByRole('listitem').nth(1),
      chart: () => page.getByRole('group', { name: spec.table }).locator('canvas'),
    }[spec.kind ?? 'table'];
    await shown().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);

    const filterMs: number[] = [];
    for (const [label, value] of spec.filters) filterMs.push(round1(await timed(page, 'filter', [spec.table, label, value])));
    const searchMs: number[] = [];
    for (const text of spec.searches) searchMs.push(round1(await timed(page, 'search', [spec.table, text])));

    const remoteJs = (await Promise.all(downloads)).filter((entry) => entry !== null);
    const measuredFilters = filterMs.slice(warmUps);
    const measuredSearches = searchMs.slice(warmUps);
    return {
      remote: spec.remote,
      table: spec.table,
      targetMs: spec.targetMs ?? 100,
      jsTargetKB: spec.jsTargetKB === undefined ? 60 : spec.jsTargetKB,
      scale: volumeScale,
      filterMs: measuredFilters,
      filterMedianMs: round1(median(measuredFilters)),
      searchMs: measuredSearches,
      searchMedianMs: measuredSearches.length ? round1(median(measuredSearches)) : 0,
      remoteJs,
      remoteJsGzipKB: round1(remoteJs.reduce((sum, entry) => sum + entry.gzipKB, 0)),
    };
  } finally {
    await context.close();
  }
}

/** Targets: input → painted ≤ 100 ms median unless the spec names another (filters, and searches after their debounce); own JS ≤ 60 KB gzip. */
export function listVolumeChecks(volume: ListVolume): Check[] {
  const { remote, scale, targetMs, jsTargetKB } = volume;
  const table = volume.table.toLowerCase();
  const what = table === remote ? remote : `${remote} ${table}`;
  const checks: Check[] = [
    { name: `${what}: filter → painted at ${scale}`, value: volume.filterMedianMs, unit: 'ms', target: `≤ ${targetMs} ms`, ok: volume.filterMedianMs <= targetMs },
  ];
  if (volume.searchMs.length > 0) checks.push({ name: `${what}: search → painted at ${scale}`, value: volume.searchMedianMs, unit: 'ms', target: `≤ ${targetMs} ms`, ok: volume.searchMedianMs <= targetMs });
  checks.push({
    name: `${remote} remote own JS gzip (${table} page)`,
    value: volume.remoteJsGzipKB,
    unit: 'KB',
    target: jsTargetKB === null ? 'info' : `≤ ${jsTargetKB} KB`,
    ok: jsTargetKB === null || volume.remoteJsGzipKB <= jsTargetKB,
  });
  return checks;
}

/** The section printed under the main report, one per list. */
export function formatListVolume(volume: ListVolume, checks: Check[]): string[] {
  const lines = ['', `${volume.remote}: ${volume.table.toLowerCase()} with ?mockScale=${volume.scale} (Chromium, median of ${volume.filterMs.length} changes; search timed from its debounce)`];
  for (const check of checks) {
    lines.push(`  ${check.name.padEnd(44)} ${`${check.value} ${check.unit}`.padStart(12)}   ${check.target.padEnd(9)} ${check.ok ? 'ok' : 'MISS'}`);
  }
  lines.push(`  ${`${volume.remote} remote files downloaded`.padEnd(44)} ${volume.remoteJs.map((entry) => `${entry.file.replace(/^\//, '')} ${entry.gzipKB}`).join(', ')}`);
  return lines;
}
