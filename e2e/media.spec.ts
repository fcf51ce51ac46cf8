import { expect, test } from './fixtures';

test('Media: the menu opens its page, which shows what its API answers', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Media' }).click();
  await expect(page).toHaveURL(/\/media$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
  await expect(page.getByText('Media is ready.')).toBeVisible();
});

test('Media runs on its own, with its own mock backend', async ({ page }) => {
  await page.goto('http://localhost:3004/');
  await expect(page).toHaveURL('http://localhost:3004/media');
  await expect(page.getByText('standalone')).toBeVisible();
  await expect(page.getByText('Media is ready.')).toBeVisible();
});
