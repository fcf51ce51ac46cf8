import { readFile } from 'node:fs/promises';
import { expect, seriousAxeFindings, signInAs, test } from './fixtures';
import { cell, filter, nameLinks, openList, rows, table } from './users-page';

test('filters by role and status: every row matches, the URL holds them, reload and Back restore', async ({ page }) => {
  await openList(page);
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users' })).toHaveClass(/active/);
  // The seed's profile pictures ship with the console: each one shows, none is a broken link.
  const pictures = table(page).locator('img');
  await expect(pictures.first()).toBeVisible();
  for (const picture of await pictures.all()) {
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(96);
  }
  await filter(page, 'Role').selectOption('editor');
  await filter(page, 'Status').selectOption('active');
  await expect(page).toHaveURL(/\/apps\/user\/list\?role=editor&status=active$/);
  await expect(rows(page)).toHaveCount(3);
  for (const row of await rows(page).all()) {
    await expect(cell(row, 'role')).toHaveText('editor');
    await expect(cell(row, 'status')).toHaveText('active');
  }

  await page.reload();
  await expect(filter(page, 'Role')).toHaveValue('editor');
  await expect(filter(page, 'Status')).toHaveValue('active');
  await expect(rows(page)).toHaveCount(3);

  await page.goBack();
  await expect(page).toHaveURL(/\?role=editor$/);
  await expect(filter(page, 'Status')).toHaveValue('');
  await expect(rows(page)).toHaveCount(5);
});

test('search, sort and page size live in the URL', async ({ page }) => {
  await openList(page);
  await page.getByRole('searchbox', { name: 'Search users' }).fill('an');
  await expect(page).toHaveURL(/q=an/);
  await page.getByRole('button', { name: 'User', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'User' })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByLabel('Rows per page').selectOption('25');
  await expect(page).toHaveURL(/\?q=an&sortColumn=fullName&perPage=25$/);
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  const names = await nameLinks(page).allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue('an');
  await expect(nameLinks(page)).toHaveText(names);
});

test('export downloads a CSV of every row matching the filters', async ({ page }) => {
  await openList(page, '?status=active&perPage=10');
  await expect(page.getByText(/Showing 1 to 10 of 14 users/)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(lines[0]).toBe('ID,Full name,Username,Email,Role,Plan,Status,Company,Country,Contact,Avatar');
  expect(lines).toHaveLength(1 + 14);
  expect(lines.slice(1).every((line) => line.split(',')[6] === 'active')).toBe(true);
});

test('one user, opened by keyboard with the focus on its name: details, plan and activity; an unknown id says not found', async ({ page }) => {
  await openList(page, '?role=maintainer');
  // By keyboard: the loaded page's heading takes the focus (its loading placeholder is another h1).
  await page.getByRole('link', { name: 'Priya Raman' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/apps\/user\/view\/4$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Priya Raman' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Plan' }).getByRole('listitem').filter({ hasText: 'Current plan' })).toContainText('Enterprise');
  await expect(page.getByRole('region', { name: 'Activity' })).toContainText(/tasks? assigned/);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/apps\/user\/list\?role=maintainer$/);

  await page.goto('/apps/user/view/999');
  await expect(page.getByRole('heading', { name: 'User not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the user list' }).click();
  await expect(rows(page)).toHaveCount(10);
});

test('Back from a user opened far down a long list puts the list where it was left', async ({ page }) => {
  await openList(page, '?perPage=50');
  const last = nameLinks(page).last();
  await last.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => scrollY);
  expect(left).toBeGreaterThan(300);
  const name = (await last.textContent())!;
  await last.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
  await page.goBack();
  await expect(rows(page)).toHaveCount(24);
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(left);
  await expect(nameLinks(page).last()).toBeInViewport();
});

test('a client account cannot reach the list', async ({ page }) => {
  await signInAs(page, 'client');
  await page.goto('/apps/user/list');
  await expect(page.getByRole('heading', { name: 'You are not authorized' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Users' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users' })).toHaveCount(0);
});

for (const [name, path] of [
  ['the list', '/apps/user/list?status=active'],
  ['a user', '/apps/user/view/3'],
] as const) {
  test(`no serious accessibility findings on ${name}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
}

test('no serious accessibility findings with the add-user panel and the delete dialog open', async ({ page }) => {
  await openList(page);
  await page.getByRole('button', { name: 'Add user', exact: true }).click();
  await page.getByRole('dialog', { name: 'Add user' }).getByRole('button', { name: 'Add user', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Add user' }).getByRole('textbox', { name: 'Full name' })).toBeFocused();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.keyboard.press('Escape');
  // The panel's backdrop fading out under the dialog's would darken the page axe measures.
  await expect(page.getByRole('dialog', { name: 'Add user' })).toBeHidden();
  await expect(page.locator('.offcanvas-backdrop')).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete Maya Lindqvist' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete user?' }).getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test('Tab goes round the delete dialog and the add panel, both ways, never to the page behind', async ({ page }) => {
  await openList(page);
  await page.getByRole('button', { name: 'Delete Maya Lindqvist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete user?' });
  const stops = dialog.getByRole('button');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  // Close, Cancel, Delete: from the last, Tab goes round to the first; Shift+Tab back.
  await page.keyboard.press('Tab');
  await expect(stops.last()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(stops.first()).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(stops.last()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Add user', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Add user' });
  // The panel opens on its first field, ready to type.
  await expect(panel.getByRole('textbox', { name: 'Full name' })).toBeFocused();
  await panel.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(panel.getByRole('button').last()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Close' })).toBeFocused();
});

test('an edited user shows the change at once, keeps it after a reload, and keeps their tasks under the new name', async ({ page }) => {
  await page.goto('/apps/user/view/5');
  await expect(page.getByRole('heading', { level: 1, name: 'Tomasz Nowak' })).toBeVisible();
  const activity = page.getByRole('region', { name: 'Activity' });
  await expect(activity).toContainText(/\d+ tasks? assigned/);
  const tasksBefore = (await activity.textContent())?.match(/(\d+) tasks? assigned/)?.[1];

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Edit user' });
  const name = panel.getByRole('textbox', { name: 'Full name' });
  await expect(name).toBeFocused();
  await expect(name).toHaveValue('Tomasz Nowak');
  await name.fill('Tomasz Nowakowski');
  await panel.getByRole('combobox', { name: 'Status' }).selectOption('active');
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Tomasz Nowakowski' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeFocused();

  await page.reload();
  const profile = page.getByRole('region', { name: 'Tomasz Nowakowski' });
  await expect(profile).toContainText('active');
  await expect(profile).not.toContainText('inactive');
  await expect(activity).toContainText(`${tasksBefore} tasks assigned`);
});

test('no serious accessibility findings with the edit panel open, or with users found by the search, light, dark and in Arabic', async ({ page }) => {
  test.setTimeout(90_000);
  const findings: string[] = [];
  for (const layout of [{ skin: 'light' }, { skin: 'dark' }, { skin: 'light', rtl: true, language: 'ar' }]) {
    await page.evaluate((value) => localStorage.setItem('console.layout', JSON.stringify(value)), layout);
    await page.goto('/apps/user/view/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Maya Lindqvist' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', layout.language ?? 'en');
    // By role only: the names change with the language. The profile's one button is Edit.
    await page.getByRole('region', { name: 'Maya Lindqvist' }).getByRole('button').click();
    await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeFocused();
    findings.push(...(await seriousAxeFindings(page)).map((finding) => `${JSON.stringify(layout)} edit panel ${finding}`));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.keyboard.press('Control+k');
    await page.getByRole('dialog').getByRole('combobox').fill('an');
    await expect(page.getByRole('dialog').getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByRole('dialog').getByRole('group')).not.toHaveCount(0);
    findings.push(...(await seriousAxeFindings(page)).map((finding) => `${JSON.stringify(layout)} search ${finding}`));
    await page.keyboard.press('Escape');
  }
  await page.evaluate(() => localStorage.removeItem('console.layout'));
  expect(findings).toEqual([]);
});
