import { expect, test } from './fixtures';

test('Shop: the menu opens its page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Shop' }).click();
  await expect(page).toHaveURL(/\/apps\/ecommerce$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
});

test('Shop runs on its own', async ({ page }) => {
  await page.goto('http://localhost:3005/');
  await expect(page).toHaveURL('http://localhost:3005/apps/ecommerce');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
});
