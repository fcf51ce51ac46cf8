import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const searchButton = (page: Page) => page.getByRole('button', { name: 'Search', exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the console' });
const combobox = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search pages, files and contacts' });
const results = (page: Page) => dialog(page).getByRole('listbox', { name: 'Results' });
const bookmarks = (page: Page) => page.getByRole('navigation', { name: 'Bookmarks' });

async function searchFor(page: Page, text: string) {
  await searchButton(page).click();
  await expect(combobox(page)).toBeFocused();
  await combobox(page).fill(text);
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(searchButton(page)).toBeVisible();
  await expect(bookmarks(page).getByRole('link', { name: 'Todo' })).toBeVisible();
});

test('Ctrl+K opens the search from anywhere; Escape closes it and focus returns where it was', async ({ page }) => {
  await expect(searchButton(page)).toContainText('Ctrl K');
  await page.locator('main').click();
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toBeVisible();
  await expect(combobox(page)).toBeFocused();
  await expect(dialog(page).getByRole('status')).toHaveText('Type to search pages, files and contacts. Also searched: Tasks, Users, Invoices, Video library, Playlists, Brands, Categories, Products, Roku channels, Search campaigns, Publishers.');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  // The click focused the page's main region (tabindex -1): the shortcut's user goes on from there.
  await expect(page.locator('main')).toBeFocused();
});

test('typing finds a page, and ArrowDown + Enter opens it', async ({ page }) => {
  await searchFor(page, 'tasks');
  await expect(results(page).getByRole('option', { name: 'Todo' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(results(page).getByRole('option', { name: 'Todo' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/apps\/todo$/);
  await expect(page.getByRole('list', { name: 'Tasks' }).getByRole('listitem').first()).toBeVisible();
});

test('a broad query lists Pages, each remote’s records, Files and Contacts with at most 4 options each, and passes axe', async ({ page }) => {
  await searchFor(page, 'a');
  const groups = ['Pages', 'Tasks', 'Users', 'Invoices', 'Video library', 'Playlists', 'Brands', 'Categories', 'Products', 'Roku channels', 'Search campaigns', 'Publishers', 'Files', 'Contacts'];
  await expect(results(page).getByRole('group')).toHaveCount(groups.length);
  for (const name of groups) {
    const count = await results(page).getByRole('group', { name }).getByRole('option').count();
    expect(count, name).toBeGreaterThan(0);
    expect(count, name).toBeLessThanOrEqual(4);
  }
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(results(page).getByRole('option', { name: 'Marco Bellini' })).toHaveAttribute('aria-selected', 'true');
  const { violations } = await new AxeBuilder({ page }).include('.navbar-search-dialog').options({ preload: false }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
});

test('choosing a file opens a mail asking its author for it', async ({ page }) => {
  await searchFor(page, 'ravi');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeHidden();
  const compose = page.getByRole('dialog', { name: 'New message' });
  await expect(compose.getByRole('textbox', { name: 'To' })).toHaveValue('ravi.iyer@studio.example');
  await expect(compose.getByRole('textbox', { name: 'Subject' })).toHaveValue('Encoding Ladder Benchmarks.xls');
});

test('choosing a contact opens a mail to them in the email app', async ({ page }) => {
  await searchFor(page, 'mei chen');
  // A console user of that name comes first, under Users; the demo contact after.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(results(page).getByRole('group', { name: 'Contacts' }).getByRole('option', { name: /^Mei Chen/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeHidden();
  const compose = page.getByRole('dialog', { name: 'New message' });
  await expect(compose.getByRole('textbox', { name: 'To' })).toHaveValue('mei.chen@studio.example');
  await compose.getByRole('button', { name: 'Close the new message' }).click();
  await expect(compose).toBeHidden();
  await expect(page).toHaveURL(/\/apps\/email$/);
});

test('finds a console user by name, and Enter opens their page', async ({ page }) => {
  await searchFor(page, 'maya');
  const maya = results(page).getByRole('group', { name: 'Users' }).getByRole('option', { name: /^Maya Lindqvist\s*,\s*maya\.lindqvist@northlight\.studio$/ });
  await expect(maya).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(maya).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/apps\/user\/view\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Maya Lindqvist' })).toBeVisible();
});

test('the first record each remote lets the search find opens that record’s own page', async ({ page }) => {
  for (const [group, path] of [
    ['Video library', /\/media\/videos\/\d+$/],
    ['Playlists', /\/media\/playlists\/\d+$/],
    ['Roku channels', /\/distribution\/roku-channels\/\d+$/],
    ['Products', /\/apps\/ecommerce\/product-detail\/[a-z0-9-]+-\d+$/],
    ['Search campaigns', /\/distribution\/campaigns\/\d+$/],
  ] as const) {
    await searchFor(page, 'a');
    const first = results(page).getByRole('group', { name: group }).getByRole('option').first();
    const title = (await first.locator('.navbar-search-option-title').textContent()) ?? '';
    expect(title, group).not.toBe('');
    await first.click();
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
});

test('finds a client’s invoices by the client’s name, each with its number, and opens the one chosen', async ({ page }) => {
  await searchFor(page, 'kenji');
  const invoices = results(page).getByRole('group', { name: 'Invoices' }).getByRole('option');
  await expect(invoices.first()).toBeVisible();
  for (const invoice of await invoices.all()) await expect(invoice).toHaveAccessibleName(/^Kenji \S+\s*,\s*#\d+$/);
  const number = ((await invoices.first().textContent()) ?? '').match(/#(\d+)/)?.[1] ?? '';
  expect(number).not.toBe('');
  await invoices.first().click();
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/apps/invoice/preview/${number}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Invoice #${number}` })).toBeVisible();
});

test('a task found opens in the to-do editor; closing it leaves the list as it was', async ({ page }) => {
  await searchFor(page, 'review');
  const task = results(page).getByRole('group', { name: 'Tasks' }).getByRole('option', { name: /^Review captions for episode 12/ });
  await page.keyboard.press('ArrowDown');
  await expect(task).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  const editor = page.getByRole('dialog', { name: 'Edit task' });
  await expect(editor.getByRole('textbox', { name: 'Title' })).toHaveValue('Review captions for episode 12');
  await expect(page).toHaveURL(/\/apps\/todo\?task=\d+$/);
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toBeHidden();
  await expect(page).toHaveURL(/\/apps\/todo$/);
  await expect(page.getByRole('list', { name: 'Tasks' }).getByRole('listitem').first()).toBeVisible();
});

test('a brand or a publisher found opens its edit panel over its list; closing it leaves the list', async ({ page }) => {
  for (const { text, group, name, panelName, path, listPath } of [
    { text: 'summit', group: 'Brands', name: 'Summit Sports', panelName: 'Edit brand', path: /\/media\/brands\?edit=\d+$/, listPath: /\/media\/brands$/ },
    { text: 'arcade', group: 'Publishers', name: 'Pixel Arcade', panelName: 'Edit Pixel Arcade', path: /\/distribution\/publishers\?edit=\d+$/, listPath: /\/distribution\/publishers$/ },
  ]) {
    await searchFor(page, text);
    await results(page).getByRole('group', { name: group }).getByRole('option', { name: new RegExp(`^${name}`) }).click();
    await expect(page).toHaveURL(path);
    const panel = page.getByRole('dialog', { name: panelName });
    await expect(panel.getByRole('textbox', { name: /^Name/ })).toHaveValue(name);
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(listPath);
  }
});

test('Ctrl+K over a message being written leaves the focus, and what is typed, in the message', async ({ page }) => {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Email' }).click();
  await page.getByRole('button', { name: 'Compose' }).click();
  const compose = page.getByRole('dialog', { name: 'New message' });
  await compose.getByLabel(/^Subject/).fill('Festival cut');
  await compose.getByLabel(/^Message/).fill('Two documentaries.');
  // The panel keeps the focus with its own react-bootstrap: a search opened over it would not get it.
  await page.keyboard.press('Control+k');
  await page.keyboard.type(' More soon.');
  await expect(compose.getByLabel(/^Message/)).toHaveValue('Two documentaries. More soon.');
  await expect(dialog(page)).toBeHidden();
  await expect(compose.getByLabel(/^Subject/)).toHaveValue('Festival cut');
});

test('starring a page puts it in the navbar bookmarks at once; un-starring takes it out', async ({ page }) => {
  // Un-starring first: the navbar shows four bookmarks, the seed has four (Todo, Chat, User List,
  // Analytics Dashboard), and a fifth would go under "More bookmarks".
  await searchFor(page, 'todo');
  await dialog(page).getByRole('button', { name: 'Bookmark Todo' }).click();
  await expect(dialog(page).getByRole('button', { name: 'Bookmark Todo' })).toHaveAttribute('aria-pressed', 'false');
  await expect(bookmarks(page).getByRole('link', { name: 'Todo' })).toHaveCount(0);

  await combobox(page).fill('access');
  const star = dialog(page).getByRole('button', { name: 'Bookmark Access Control' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(bookmarks(page).getByRole('link', { name: 'Access Control' })).toHaveAttribute('href', '/access-control');
  await page.keyboard.press('Escape');
  // Every seeded bookmark leads to a page of the console (Chat is the communication remote's).
  await expect(bookmarks(page).getByRole('link')).toHaveText(['Chat', 'User List', 'Analytics dashboard', 'Access Control']);
});
