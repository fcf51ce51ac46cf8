// Cold page loads in Debian's Chromium: which scripts a load downloads, and when the todo list
// first appears, read in the page as performance.now() (milliseconds from navigation start).
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { seedWriteDelayMs } from '../../../shared/mirage/src/persist/persistence';
import { chromiumArgs, chromiumPath } from '../chromium';


export const todoListSelector = 'ul[aria-label="Tasks"] li';
const paintedKey = '__benchTodoListAt';

export interface PageLoad {
  /** URLs of every script the load downloaded, in the order the responses arrived. */
  scripts: string[];
  /** performance.now() when what the load waited for (todoPainted, chartsPainted) was on screen; absent for loads not waiting. */
  todoListMs?: number;
  /** The mock's reads of its stored data by then (`console:mock-persist:*` measures, ms): the core's, then each domain's. */
  persistReadsMs?: Record<string, number>;
  /** With the `resources` option: every file the page asked for by then (Resource Timing). */
  resources?: LoadedResource[];
}

/** A file a page asked for: when it asked and when the answer ended, in ms from navigation start. */
export interface LoadedResource {
  url: string;
  /** Resource Timing's initiatorType: script, link, fetch, img… */
  type: string;
  startMs: number;
  endMs: number;
}

/** Launches headless Chromium from /usr/bin/chromium (CHROMIUM_PATH overrides it). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

/** A JavaScript expression, true in the page once what a load waits for is on screen. */
export type PaintedWhen = string;

/** The todo page: its first task row. */
export const todoPainted: PaintedWhen = `document.querySelector(${JSON.stringify(todoListSelector)}) !== null`;

/** A cards dashboard: every card on it shows its chart (a card still loading or failed has none). */
export const chartsPainted: PaintedWhen = `(() => {
  const cards = document.querySelectorAll('.cards-card');
  return cards.length > 0 && Array.from(cards).every((card) => card.querySelector('canvas') !== null);
})()`;

/**
 * Runs in the page before any of its scripts: stamps the moment `paintedWhen` first holds. A
 * string, not a function: tsx would compile a function with helpers the page does not have.
 */
const watchFor = (paintedWhen: PaintedWhen) => `(() => {
  const observer = new MutationObserver(() => {
    if (!(${paintedWhen})) return;
    window[${JSON.stringify(paintedKey)}] = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

/** A signed-in session as the console keeps it in local storage (default key names). */
export interface StoredSession {
  userData: unknown;
  accessToken: string;
  refreshToken: string;
}

/** Runs in the page before its scripts (`addInitScript(storeSession, session)`): a load that is already signed in. */
export function storeSession(session: StoredSession) {
  localStorage.setItem('userData', JSON.stringify(session.userData));
  localStorage.setItem('accessToken', session.accessToken);
  localStorage.setItem('refreshToken', session.refreshToken);
}

/**
 * The demo administrator's session, signed in again once it is 5 minutes old: the spec's tokens
 * live 10 minutes, and a full run takes longer. A load with expired tokens is signed out and never
 * paints the todo list (two runs failed so, 8–11 minutes in).
 */
export function demoSessions(browser: Browser, origin: string): () => Promise<StoredSession> {
  let current: { session: Promise<StoredSession>; at: number } | undefined;
  return () => {
    if (!current || Date.now() - current.at > 5 * 60_000) current = { session: demoSession(browser, origin), at: Date.now() };
    return current.session;
  };
}

/** Signs the demo administrator in through the page's own mock API; the tokens work in any page's mock. */
export async function demoSession(browser: Browser, origin: string): Promise<StoredSession> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor({ timeout: 30_000 });
    return await page.evaluate(async () => {
      const response = await fetch('/jwt/login', { method: 'POST', body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }) });
      return (await response.json()) as StoredSession;
    });
  } finally {
    await context.close();
  }
}

export interface ColdLoadOptions {
  /** Load `url` once before (untimed) so the console's IndexedDB holds its data: the load then reads it. */
  withStoredData?: boolean;
  /** Also return the files the page asked for, read once it painted (`PageLoad.resources`). */
  resources?: boolean;
}

/** The untimed first visit of a withStoredData load: the mock backend writes its seed records meanwhile. */
async function storeDataFirst(context: BrowserContext, url: string, session?: StoredSession): Promise<void> {
  const page = await context.newPage();
  if (session) await page.addInitScript(storeSession, session);
  await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  // The seed records are written after start-up (seedWriteDelayMs), then the page may go.
  await page.waitForTimeout(seedWriteDelayMs + 700);
  await page.close();
}

/**
 * Loads `url` in a fresh browser context (empty cache, no cookies or storage). With `paintedWhen`
 * it waits until that holds and reads when it first did; with false it waits for network idle.
 */
export async function coldLoad(browser: Browser, url: string, paintedWhen: PaintedWhen | false, session?: StoredSession, options: ColdLoadOptions = {}): Promise<PageLoad> {
  const context = await browser.newContext();
  try {
    if (options.withStoredData) await storeDataFirst(context, url, session);
    const page = await context.newPage();
    // Empty HTTP cache, as for every cold load; the site's IndexedDB data stays.
    if (options.withStoredData) await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    if (session) await page.addInitScript(storeSession, session);
    const scripts: string[] = [];
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => {
      const request = response.request();
      if (request.resourceType() === 'script' || new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.url());
    });
    if (!paintedWhen) {
      await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
      return { scripts };
    }
    await page.addInitScript(watchFor(paintedWhen));
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    try {
      await page.waitForFunction((key) => typeof Reflect.get(window, key) === 'number', paintedKey, { timeout: 30_000, polling: 50 });
    } catch (error) {
      const detail = errors.length ? ` Page errors: ${errors.join(' | ')}` : '';
      throw new Error(`The page never painted at ${url} (${paintedWhen === todoPainted ? 'the todo list' : 'its charts'}).${detail}`, { cause: error });
    }
    const todoListMs = await page.evaluate((key) => Number(Reflect.get(window, key)), paintedKey);
    const persistReadsMs = await page.evaluate((painted) =>
      Object.fromEntries(
        performance
          .getEntriesByType('measure')
          .filter((entry) => entry.name.startsWith('console:mock-persist:') && entry.startTime < painted)
          .map((entry) => [entry.name.replace('console:mock-persist:', ''), Math.round(entry.duration * 10) / 10]),
      ),
    todoListMs);
    const resources = options.resources
      ? await page.evaluate(() =>
          performance.getEntriesByType('resource').map((entry) => {
            const timing = entry as PerformanceResourceTiming;
            return { url: timing.name, type: timing.initiatorType, startMs: timing.startTime, endMs: timing.responseEnd };
          }),
        )
      : undefined;
    // Late chunks (e.g. prefetches) still count towards what the page downloads.
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    return { scripts, todoListMs, persistReadsMs, resources };
  } finally {
    await context.close();
  }
}
