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
  await expect(page.getByRole('heading', { name: 'Tag: team' })).toBeVisible();
});
