import { expect, test } from './fixtures';

test('Communication: the menu opens its page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Communication' }).click();
  await expect(page).toHaveURL(/\/apps\/email$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Communication' })).toBeVisible();
});

test('Communication runs on its own', async ({ page }) => {
  await page.goto('http://localhost:3009/');
  await expect(page).toHaveURL('http://localhost:3009/apps/email');
  await expect(page.getByRole('heading', { level: 1, name: 'Communication' })).toBeVisible();
});
