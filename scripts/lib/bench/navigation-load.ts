// One signed-in visit across two remotes, as a person makes it: a cold load of the todo page,
// then a click on the Users menu entry (a client-side navigation, same document) to the users
// list. Every script either step downloaded is what the library-copies figure reads.
import type { Browser } from '@playwright/test';
import { remoteMeta as todoMeta } from '../../../remotes/todo/src/remote-meta';
import { remoteMeta as usersMeta } from '../../../remotes/users/src/remote-meta';
import { storeSession, todoListSelector, type StoredSession } from './browser';

export interface NavigationLoad {
  /** URLs of every script downloaded, in the order the responses arrived. */
  scripts: string[];
  /** How many of `scripts` arrived before the navigation to the users list. */
  beforeNavigation: number;
  /** The page the visit starts on and the one it navigates to. */
  from: string;
  to: string;
}

const usersListPath = `${usersMeta.basePath}/list`;
/** Set on window after the todo page: still there on the users list proves no page reload. */
const sameDocumentKey = '__benchSameDocument';

/** Cold signed-in load of the todo page, then the Users menu entry clicked; waits for the users table. */
export async function todoThenUsers(browser: Browser, origin: string, session: StoredSession): Promise<NavigationLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(storeSession, session);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' || new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.url());
    });
    await page.goto(`${origin}${todoMeta.basePath}`, { waitUntil: 'commit', timeout: 60_000 });
    await page.locator(todoListSelector).first().waitFor({ timeout: 30_000 });
    // Idle prefetches (other remotes' entries) belong to the todo page's downloads.
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    const beforeNavigation = scripts.length;
    await page.evaluate((key) => Reflect.set(window, key, true), sameDocumentKey);
    // The menu entry points at the remote's base path, which redirects to its list.
    await page.locator(`nav a[href="${usersMeta.basePath}"]`).first().click({ timeout: 10_000 });
    await page.waitForURL(`**${usersListPath}`, { timeout: 30_000 });
    await page.getByRole('table', { name: 'Users' }).getByRole('rowheader').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    if (!(await page.evaluate((key) => Reflect.get(window, key) === true, sameDocumentKey))) {
      throw new Error(`Going from ${todoMeta.basePath} to ${usersListPath} reloaded the page: not a client-side navigation.`);
    }
    return { scripts, beforeNavigation, from: todoMeta.basePath, to: usersListPath };
  } finally {
    await context.close();
  }
}
