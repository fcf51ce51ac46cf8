import { expect, test } from './fixtures';

test('Invoices: the menu opens its page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Invoices' }).click();
  await expect(page).toHaveURL(/\/apps\/invoice$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
});

test('Invoices runs on its own', async ({ page }) => {
  await page.goto('http://localhost:3003/');
  await expect(page).toHaveURL('http://localhost:3003/apps/invoice');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
});
