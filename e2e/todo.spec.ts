import type { Page } from '@playwright/test';
import { expect, seriousAxeFindings, test } from './fixtures';

const taskList = (page: Page) => page.getByRole('list', { name: 'Tasks' });
const rows = (page: Page) => taskList(page).getByRole('listitem');
/** Each row's title button (the star's name starts with "Important:"). */
const titleButtons = (page: Page) => rows(page).getByRole('button', { name: /^(?!Important: )/ });
// The seed's non-deleted tasks with "the" in their title, as My Tasks lists them (latest first)
// and sorted by title: written out, so a sort that does nothing (or a search that keeps other
// rows) cannot pass, which checking "is the list sorted" on whatever is painted could.
const withTheLatestFirst = [
  'Plan the holiday content calendar',
  'Export viewing stats for the board',
  'Update the brand guidelines page',
  'Schedule the live premiere',
  'Draft the newsletter for new releases',
  'Fix thumbnails on the kids playlist',
  'Renew the music licence for intros',
  'Tag archive footage from the festival',
  'Publish the documentary trailer',
  'Transcode the spring catalogue to AV1',
];
const withTheByTitle = [
  'Draft the newsletter for new releases',
  'Export viewing stats for the board',
  'Fix thumbnails on the kids playlist',
  'Plan the holiday content calendar',
  'Publish the documentary trailer',
  'Renew the music licence for intros',
  'Schedule the live premiere',
  'Tag archive footage from the festival',
  'Transcode the spring catalogue to AV1',
  'Update the brand guidelines page',
];

test.beforeEach(async ({ page }) => {
  await page.goto('/apps/todo');
  await expect(rows(page).first()).toBeVisible();
});

test('My Tasks lists tasks latest first and the menu marks Todo', async ({ page }) => {
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Todo' })).toHaveClass(/active/);
  await expect(rows(page).first()).toContainText('Check ad markers on long-form videos');
  await expect(rows(page)).toHaveCount(13);
});

test('views and tags filter the list, and deep links open them', async ({ page }) => {
  await page.getByRole('link', { name: 'Important' }).click();
  await expect(page).toHaveURL(/\/apps\/todo\/important$/);
  await expect(rows(page)).toHaveCount(5);
  for (const star of await rows(page).getByRole('button', { name: /^Important:/ }).all()) {
    await expect(star).toHaveAttribute('aria-pressed', 'true');
  }
  await page.getByRole('link', { name: 'High' }).click();
  await expect(page).toHaveURL(/\/apps\/todo\/tag\/high$/);
  await expect(page.getByRole('heading', { name: 'Tag: High' })).toBeVisible();

  await page.goto('/apps/todo/deleted');
  await expect(rows(page)).toHaveCount(2);
  await expect(taskList(page)).toContainText('Clean up duplicate uploads');
});

test('search and sort live in the URL and survive a reload', async ({ page }) => {
  await page.getByLabel('Search tasks').fill('the');
  await expect(page).toHaveURL(/q=the/);
  // The rows follow the URL only once the new answer is painted: toHaveText retries until they
  // show the expected order (a snapshot taken right after the URL changes races the request).
  await expect(titleButtons(page)).toHaveText(withTheLatestFirst);
  await page.getByLabel('Sort by').selectOption('title-asc');
  await expect(page).toHaveURL(/sortBy=title-asc/);
  await expect(titleButtons(page)).toHaveText(withTheByTitle);
  await page.reload();
  await expect(page.getByLabel('Search tasks')).toHaveValue('the');
  await expect(page.getByLabel('Sort by')).toHaveValue('title-asc');
  await expect(titleButtons(page)).toHaveText(withTheByTitle);
});

test('add, edit, complete, star, delete and restore a task', async ({ page }) => {
  await page.getByRole('button', { name: 'Add task' }).click();
  const panel = page.getByRole('dialog', { name: 'Add task' });
  await panel.getByRole('button', { name: 'Add' }).click();
  await expect(panel.getByText('Title is required.')).toBeVisible();

  await panel.getByLabel('Title').fill('Cut the festival teaser');
  // The Assignee field searches the people as a name is typed: a click on the match chooses it.
  const assignee = panel.getByRole('combobox', { name: 'Assignee' });
  await assignee.fill('pri');
  await panel.getByRole('option', { name: 'Priya Raman' }).click();
  await expect(assignee).toHaveValue('Priya Raman');
  await panel.getByLabel('Due date').fill('2026-12-24');
  await panel.getByLabel('High').check();
  await panel.getByLabel('Description').fill('30 seconds, vertical.');
  await panel.getByRole('button', { name: 'Add' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Task added' })).toBeVisible();
  await expect(rows(page).first()).toContainText('Cut the festival teaser');
  await expect(rows(page).first()).toContainText(/high/i);

  await rows(page).first().getByRole('button', { name: 'Cut the festival teaser', exact: true }).click();
  const editor = page.getByRole('dialog', { name: 'Edit task' });
  await expect(editor.getByRole('combobox', { name: 'Assignee' })).toHaveValue('Priya Raman');
  await editor.getByLabel('Title').fill('Cut the festival teaser v2');
  await editor.getByRole('button', { name: 'Update' }).click();
  await expect(rows(page).first()).toContainText('Cut the festival teaser v2');
  // The panel slides out under a backdrop that takes clicks: the list is reachable once it is gone.
  await expect(editor).toBeHidden();

  // A click, then the state: the box is the task's (it changes once the list has the change).
  const done = rows(page).first().getByRole('checkbox');
  await done.click();
  await expect(done).toBeChecked();
  await rows(page).first().getByRole('button', { name: /^Important:/ }).click();
  await page.getByRole('link', { name: 'Completed' }).click();
  await expect(taskList(page)).toContainText('Cut the festival teaser v2');
  await page.getByRole('link', { name: 'Important' }).click();
  await expect(taskList(page)).toContainText('Cut the festival teaser v2');

  await page.getByRole('button', { name: 'Cut the festival teaser v2', exact: true }).click();
  await page.getByRole('dialog', { name: 'Edit task' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Task moved to Deleted' })).toBeVisible();
  await expect(taskList(page)).not.toContainText('Cut the festival teaser v2');
  await page.getByRole('link', { name: 'Deleted' }).click();
  await page.getByRole('button', { name: 'Cut the festival teaser v2', exact: true }).click();
  await page.getByRole('dialog', { name: 'Edit task' }).getByRole('button', { name: 'Restore' }).click();
  await page.getByRole('link', { name: 'My Tasks' }).click();
  await expect(rows(page).first()).toContainText('Cut the festival teaser v2');
});

test('a star taken off by keyboard in Important moves the focus to the next star, and Ctrl+Z undoes it', async ({ page }) => {
  await page.getByRole('link', { name: 'Important' }).click();
  await expect(rows(page)).toHaveCount(5);
  const stars = rows(page).getByRole('button', { name: /^Important:/ });
  const [first, second] = [await stars.nth(0).getAttribute('aria-label'), await stars.nth(1).getAttribute('aria-label')];
  await stars.nth(0).focus();
  await page.keyboard.press('Space');
  await expect(rows(page)).toHaveCount(4);
  await expect(page.getByRole('button', { name: second ?? '' })).toBeFocused();
  await expect(page.getByText(/is no longer important\.$/)).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(rows(page)).toHaveCount(5);
  await expect(page.getByRole('button', { name: first ?? '' })).toHaveAttribute('aria-pressed', 'true');
});

test('the panel works by keyboard and Escape closes it', async ({ page }) => {
  await page.getByRole('button', { name: 'Add task' }).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Add task' });
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('in a directory of thousands the Assignee field finds anyone by the letters typed, by keyboard alone', async ({ page }) => {
  // Seeding 5,000 of every volume domain in the page takes seconds on a busy 2-core machine.
  test.setTimeout(90_000);
  await page.goto('/apps/todo?mockScale=5000');
  await expect(rows(page).first()).toBeVisible();
  // Someone far down the directory by name, asked of the page's own mock with the session's token.
  const deep = await page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}` };
    const answer = (await (await fetch('/api/users/list/data?sortColumn=fullName&sort=asc&perPage=1&page=4000', { headers })).json()) as { users?: { fullName: string }[] };
    return answer.users?.[0]?.fullName ?? '';
  });
  expect(deep).not.toBe('');

  await page.getByRole('button', { name: 'Add task' }).click();
  const panel = page.getByRole('dialog', { name: 'Add task' });
  await expect(panel.getByLabel('Title')).toBeFocused();
  await page.keyboard.type('Dub the festival trailer');
  await page.keyboard.press('Tab');
  const assignee = panel.getByRole('combobox', { name: 'Assignee' });
  await expect(assignee).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(panel.getByRole('status')).toHaveText('Only the first of 5,000 matches are listed: type to narrow the list.');
  await expect(panel.getByRole('option', { name: deep })).toHaveCount(0);

  await page.keyboard.type(deep);
  await expect(panel.getByRole('option', { name: deep })).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });
  // Tab takes the highlighted match and moves on, as a select's type-ahead would.
  await page.keyboard.press('Tab');
  await expect(assignee).toHaveValue(deep);
  await expect(assignee).toHaveAttribute('aria-expanded', 'false');
  await panel.getByRole('button', { name: 'Add' }).click();
  await expect(panel).toBeHidden();
  await page.getByLabel('Search tasks').fill('Dub the festival trailer');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().getByRole('img', { name: deep })).toBeVisible();
});

// One test per layout: each opens the panel and runs axe, and the three in one test took over 30 s on a slow day.
for (const layout of [{ skin: 'light' }, { skin: 'dark' }, { skin: 'light', rtl: true, language: 'ar' }]) {
  test(`no serious accessibility findings with the Assignee list open, ${JSON.stringify(layout)}`, async ({ page }) => {
    await page.evaluate((value) => localStorage.setItem('console.layout', JSON.stringify(value)), layout);
    await page.goto('/apps/todo');
    await expect(page.locator('html')).toHaveAttribute('lang', layout.language ?? 'en');
    // By role only: the names change with the language. The list's first row opens its task.
    await page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('checkbox') }).first().getByRole('button').first().click();
    const assignee = page.getByRole('dialog').getByRole('combobox');
    await assignee.click();
    await expect(page.getByRole('dialog').getByRole('option').nth(1)).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.evaluate(() => localStorage.removeItem('console.layout'));
  });
}
