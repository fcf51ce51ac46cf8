// npm run screenshots: pictures of the main screens, taken from the production build in Debian's
// Chromium, written to docs/screenshots/ (the README shows them). Builds first when the build is
// older than the sources; serves on free ports, so it runs beside `npm run serve`.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { chromium } from '@playwright/test';
import { root } from './lib/apps';
import { chromiumArgs, chromiumPath } from './lib/chromium';
import { demoSession, storeSession, type StoredSession } from './lib/bench/browser';
import { buildIfNeeded } from './lib/bench/freshness';
import { serveFederated } from './lib/bench/servers';

const outDir = path.join(root, 'docs/screenshots');
const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

interface Shot {
  file: string;
  path: string;
  /** Host name: the brand (localhost, sdk.localhost, search.localhost). */
  host?: string;
  signedIn?: boolean;
  layout?: Record<string, unknown>;
  viewport?: { width: number; height: number };
  /** What must be on screen before the picture (a role and a name). */
  ready: Parameters<Page['getByRole']>;
}

const shots: Shot[] = [
  { file: 'login-studio-console.png', path: '/login', ready: ['heading', { name: 'Sign in' }] },
  { file: 'login-media-sdk.png', path: '/login', host: 'sdk.localhost', ready: ['heading', { name: 'Sign in' }] },
  { file: 'login-scene-search.png', path: '/login', host: 'search.localhost', ready: ['heading', { name: 'Sign in' }] },
  { file: 'dashboard.png', path: '/', signedIn: true, ready: ['region', { name: 'Viewer Support Tracker' }] },
  { file: 'todo.png', path: '/apps/todo', signedIn: true, ready: ['list', { name: 'Tasks' }] },
  { file: 'users.png', path: '/apps/user/list', signedIn: true, ready: ['table', { name: 'Users' }] },
  { file: 'users-dark.png', path: '/apps/user/list', signedIn: true, layout: { skin: 'dark' }, ready: ['table', { name: 'Users' }] },
  { file: 'todo-arabic-rtl.png', path: '/apps/todo', signedIn: true, layout: { language: 'ar', rtl: true }, ready: ['list'] },
  { file: 'todo-phone.png', path: '/apps/todo', signedIn: true, viewport: phone, ready: ['list', { name: 'Tasks' }] },
];

async function take(browser: Browser, origin: string, session: StoredSession, shot: Shot): Promise<void> {
  const url = new URL(shot.path, origin);
  if (shot.host) url.hostname = shot.host;
  const context = await browser.newContext({ viewport: shot.viewport ?? desktop, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    if (shot.signedIn) await page.addInitScript(storeSession, session);
    if (shot.layout) await page.addInitScript((layout) => localStorage.setItem('console.layout', JSON.stringify(layout)), shot.layout);
    await page.goto(url.href);
    await page.getByRole(...shot.ready).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(outDir, shot.file) });
    console.log(`  docs/screenshots/${shot.file}`);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  await buildIfNeeded(process.argv.includes('--rebuild'), { plain: false });
  mkdirSync(outDir, { recursive: true });
  const servers = await serveFederated();
  try {
    // *.localhost reaches the local servers (and stays a secure context): each brand by its host.
    const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, '--host-resolver-rules=MAP *.localhost 127.0.0.1'] });
    try {
      const session = await demoSession(browser, servers.federated);
      console.log('Writing screenshots:');
      for (const shot of shots) await take(browser, servers.federated, session, shot);
    } finally {
      await browser.close();
    }
  } finally {
    await servers.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
