import { expect, test } from './fixtures';

test('Distribution: the menu opens its page, which shows what its API answers', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Distribution' }).click();
  await expect(page).toHaveURL(/\/distribution$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Distribution' })).toBeVisible();
  await expect(page.getByText('Distribution is ready.')).toBeVisible();
});

test('Distribution runs on its own, with its own mock backend', async ({ page }) => {
  await page.goto('http://localhost:3008/');
  await expect(page).toHaveURL('http://localhost:3008/distribution');
  await expect(page.getByText('standalone')).toBeVisible();
  await expect(page.getByText('Distribution is ready.')).toBeVisible();
});
