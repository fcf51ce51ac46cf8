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
