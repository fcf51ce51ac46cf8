import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The console's one query cache: what one remote changes, another shows without a reload; a
// change the server refuses does not stay on screen.

/** Marks the window; still marked later means the page was never reloaded in between. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
const stillTheSamePage = (page: Page) => page.evaluate(() => 'stillTheSamePage' in window);

test('a task edited in the todo remote shows its new title in the users remote, without a reload', async ({ page }) => {
  await page.goto('/apps/user/view/4');
  const activity = page.getByRole('region', { name: 'Activity' });
  const firstTask = activity.getByRole('listitem').first();
  await expect(firstTask).toBeVisible();
  const title = (await firstTask.locator('span').first().innerText()).trim();
  await markWindow(page);

  // To the todo remote through the menu, edit the task there.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Todo' }).click();
  await page.getByRole('searchbox', { name: 'Search tasks' }).fill(title);
  await page.getByRole('list', { name: 'Tasks' }).getByRole('button', { name: title, exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Edit task' });
  await panel.getByRole('textbox', { name: 'Title' }).fill(`${title} (recut)`);
  await panel.getByRole('button', { name: 'Update' }).click();
  await expect(panel).toBeHidden();

  // Back in the users remote: the cached activity was invalidated by the todo remote's save.
  // (A history move: the router handles it in the page, as it does the browser's Back.)
  await page.evaluate(() => {
    history.pushState(null, '', '/apps/user/view/4');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/apps\/user\/view\/4$/);
  await expect(activity).toContainText(`${title} (recut)`);
  expect(await stillTheSamePage(page)).toBe(true);
});

test('a star the server refuses is taken back, with the reason in a toast', async ({ page }) => {
  await page.goto('/apps/todo');
  const firstStar = page.getByRole('list', { name: 'Tasks' }).getByRole('button', { name: /^Important: / }).first();
  await expect(firstStar).toBeVisible();
  // By its name from here on: the list may reorder while the change is shown.
  const star = page.getByRole('list', { name: 'Tasks' }).getByRole('button', { name: (await firstStar.getAttribute('aria-label')) ?? '', exact: true });
  const before = await star.getAttribute('aria-pressed');
  // The API refuses every task update from now on (the mock itself would accept it). The refusal
  // is held until the test has seen the change on screen: a slow machine must not hide it.
  await page.evaluate(() => {
    const answer = window.fetch;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    Object.assign(window, { releaseRefusal: () => release() });
    window.fetch = (input, init) =>
      String(input instanceof Request ? input.url : input).includes('/apps/todo/update-task')
        ? released.then(() => new Response(JSON.stringify({ message: 'This task is locked by another editor.' }), { status: 409 }))
        : answer(input, init);
  });
  await star.click();
  // Shown at once (optimistic), then taken back when the refusal arrives.
  await expect(star).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
  await page.evaluate(() => (window as unknown as { releaseRefusal(): void }).releaseRefusal());
  await expect(page.getByRole('status').filter({ hasText: 'This task is locked by another editor.' })).toBeVisible();
  await expect(star).toHaveAttribute('aria-pressed', before ?? 'false');
});
