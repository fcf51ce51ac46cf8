import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { nameLinks, openList } from './users-page';

test.describe('add user', () => {
  async function fillForm(panel: Locator, email: string, username: string) {
    await panel.getByRole('textbox', { name: 'Full name' }).fill('Rina Sato');
    await panel.getByRole('textbox', { name: 'Username' }).fill(username);
    await panel.getByRole('textbox', { name: 'Email' }).fill(email);
    await panel.getByRole('textbox', { name: 'Contact' }).fill('+81 3 5555 0199');
    await panel.getByRole('textbox', { name: 'Company' }).fill('Kumo Animation');
    await panel.getByRole('textbox', { name: 'Country' }).fill('Japan');
    await panel.getByRole('combobox', { name: 'Role' }).selectOption('author');
    await panel.getByRole('combobox', { name: 'Plan' }).selectOption('team');
    await panel.getByRole('combobox', { name: 'Status' }).selectOption('pending');
  }

  test("an email already in use shows the server's message at the field", async ({ page }) => {
    await openList(page);
    await page.getByRole('button', { name: 'Add user', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Add user' });
    await fillForm(panel, 'ohaddad@cedarbroadcast.tv', 'rsato');
    await panel.getByRole('button', { name: 'Add user', exact: true }).click();
    const email = panel.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAccessibleDescription('This email is already in use.');
    await expect(email).toBeFocused();
    await expect(email).toHaveValue('ohaddad@cedarbroadcast.tv');
    await expect(panel).toBeVisible();
  });

  test('a valid user is first in the list, with a toast', async ({ page }) => {
    await openList(page, '?status=inactive&sortColumn=email');
    await page.getByRole('button', { name: 'Add user', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Add user' });
    await fillForm(panel, 'rsato@kumo-anim.jp', 'rsato');
    await panel.getByRole('button', { name: 'Add user', exact: true }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Rina Sato added.' })).toBeVisible();
    await expect(nameLinks(page).first()).toHaveText('Rina Sato');
    await expect(page.getByText('Showing 1 to 10 of 25 users')).toBeVisible();
  });
});

test('delete asks first, and Undo restores the user', async ({ page }) => {
  await page.clock.install();
  await openList(page);
  const before = await nameLinks(page).allTextContents();
  await page.getByRole('button', { name: 'Delete Omar Haddad' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete user?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(nameLinks(page)).not.toContainText(['Omar Haddad']);
  // The row that opened the dialog is gone: focus lands on the list, not the page body.
  await expect(page.getByRole('heading', { name: 'User list' })).toBeFocused();

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(nameLinks(page)).toHaveText(before);
  // Long past the Undo window: nothing was deleted on the server either.
  await page.clock.runFor(10_000);
  await page.getByRole('navigation', { name: 'User list pages' }).getByRole('button', { name: 'Page 2' }).click();
  await page.getByRole('navigation', { name: 'User list pages' }).getByRole('button', { name: 'Page 1' }).click();
  await expect(nameLinks(page)).toHaveText(before);
  await expect(page.getByText('of 24 users')).toBeVisible();
});

test('a delete not undone goes through when the toast times out', async ({ page }) => {
  await page.clock.install();
  await openList(page);
  await page.getByRole('button', { name: 'Delete Omar Haddad' }).click();
  await page.getByRole('dialog', { name: 'Delete user?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  await page.clock.runFor(6_000);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeHidden();
  await expect(page.getByText('Showing 1 to 10 of 23 users')).toBeVisible();
  await expect(nameLinks(page)).not.toContainText(['Omar Haddad']);

  // His tasks are left unassigned, not assigned to someone who is gone.
  await page.clock.resume();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Todo' }).click();
  const task = page.getByRole('listitem').filter({ hasText: 'Transcode the spring catalogue to AV1' });
  await expect(task).toBeVisible();
  await expect(page.getByRole('main').getByRole('img', { name: 'Omar Haddad' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('img', { name: 'Maya Lindqvist' }).first()).toBeVisible();
});
