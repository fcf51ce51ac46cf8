import { expect, test } from '@playwright/test';

test('the todo remote runs on its own, with its own mock backend', async ({ page }) => {
  await page.goto('http://localhost:3001/');
  await expect(page).toHaveURL('http://localhost:3001/apps/todo');
  await expect(page.getByText('standalone')).toBeVisible();
  const rows = page.getByRole('list', { name: 'Tasks' }).getByRole('listitem');
  await expect(rows).toHaveCount(13);
  await page.getByRole('link', { name: 'Completed' }).click();
  await expect(rows).toHaveCount(3);
  await page.goto('http://localhost:3001/apps/todo/tag/team');
  await expect(page.getByRole('heading', { name: 'Tag: Team' })).toBeVisible();
});

test('the users remote runs on its own, with its own mock backend', async ({ page }) => {
  await page.goto('http://localhost:3002/');
  await expect(page).toHaveURL('http://localhost:3002/apps/user/list');
  await expect(page.getByText('standalone')).toBeVisible();
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('rowheader')).toHaveCount(10);
  await page.getByRole('combobox', { name: 'Role' }).selectOption('admin');
  await expect(table.getByRole('rowheader')).toHaveCount(4);
  await page.goto('http://localhost:3002/apps/user/view/2');
  await expect(page.getByRole('heading', { level: 1, name: 'Omar Haddad' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Activity' })).toContainText(/tasks? assigned/);
});

test('a remote alone has its own menu and a language select; Arabic turns it right to left and stays after a reload', async ({ page }) => {
  await page.goto('http://localhost:3005/');
  await expect(page).toHaveURL(/:3005\/apps\/ecommerce/);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Wishlist' }).click();
  await expect(page).toHaveURL(/\/apps\/ecommerce\/wishlist$/);
  await expect(menu.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('#bootstrap-stylesheet')).toHaveAttribute('href', /bootstrap\.rtl\.min/);
  await page.getByRole('navigation', { name: 'القائمة الرئيسية' }).getByRole('link').first().click();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // One Bootstrap only, the right-to-left one: a left-to-right sheet left over would win.
  const sheets = await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href ?? '').filter((href) => href.includes('bootstrap')));
  expect(sheets).toEqual([expect.stringMatching(/bootstrap\.rtl\.min/)]);
});

test('a remote alone is called by its own name, in its header and its tab, in the language shown', async ({ page }) => {
  await page.goto('http://localhost:3006/pages/blog/list');
  await expect(page.getByRole('banner')).toContainText('Content pages standalone');
  await expect(page).toHaveTitle('Content pages (standalone)');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.getByRole('banner')).toContainText('Pages de contenu autonome');
  await expect(page).toHaveTitle('Pages de contenu (autonome)');
});
