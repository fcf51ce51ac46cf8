// The users list as the e2e specs read it.
import { expect, type Locator, type Page } from '@playwright/test';

export const table = (page: Page) => page.getByRole('table', { name: 'Users' });
/** The body rows: each has its user's name as row header. */
export const rows = (page: Page) => table(page).getByRole('row').filter({ has: page.getByRole('rowheader') });
export const filter = (page: Page, name: 'Role' | 'Plan' | 'Status') => page.getByRole('search', { name: 'Filter users' }).getByRole('combobox', { name });
export const nameLinks = (page: Page) => table(page).getByRole('rowheader').getByRole('link');
// Cells after the row header: email, role, plan, status, actions.
export const cell = (row: Locator, column: 'email' | 'role' | 'plan' | 'status') => row.getByRole('cell').nth(['email', 'role', 'plan', 'status'].indexOf(column));


export async function openList(page: Page, search = '') {
  await page.goto(`/apps/user/list${search}`);
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  await expect(rows(page).first()).toBeVisible();
}
