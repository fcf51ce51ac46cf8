import type { Page } from '@playwright/test';
import { expect, oneSignInPerFile, seriousAxeFindings, signInAs, test } from './fixtures';
import { nameLinks, openList, table } from './users-page';

// The embedded backend keeps what users change (IndexedDB), tabs agree, and a reset brings the
// seed back. One context for the file: its tabs share the browser's storage, as a user's do.
test.describe('changes kept across reloads and tabs', () => {
  let page: Page;
  oneSignInPerFile('admin', (opened) => (page = opened));
  const taskList = (tab: Page) => tab.getByRole('list', { name: 'Tasks' });

  test('a user added is still there after a reload', async () => {
    await openList(page);
    await page.getByRole('button', { name: 'Add user', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Add user' });
    await panel.getByRole('textbox', { name: 'Full name' }).fill('Rina Sato');
    await panel.getByRole('textbox', { name: 'Username' }).fill('rsato');
    await panel.getByRole('textbox', { name: 'Email' }).fill('rsato@kumo-anim.jp');
    await panel.getByRole('textbox', { name: 'Contact' }).fill('+81 3 5555 0199');
    await panel.getByRole('textbox', { name: 'Company' }).fill('Kumo Animation');
    await panel.getByRole('textbox', { name: 'Country' }).fill('Japan');
    await panel.getByRole('button', { name: 'Add user', exact: true }).click();
    await expect(panel).toBeHidden();
    await expect(nameLinks(page).first()).toHaveText('Rina Sato');

    await page.reload();
    await expect(table(page)).toHaveAttribute('aria-busy', 'false');
    await expect(nameLinks(page).first()).toHaveText('Rina Sato');
  });

  test("a task deleted in one tab leaves the other tab's list without a reload", async () => {
    const other = await page.context().newPage();
    await other.goto('/apps/todo');
    await page.goto('/apps/todo');
    const title = 'Publish the documentary trailer';
    await expect(taskList(other)).toContainText(title);

    await page.getByRole('button', { name: title, exact: true }).click();
    await page.getByRole('dialog', { name: 'Edit task' }).getByRole('button', { name: 'Delete' }).click();
    await expect(taskList(page)).not.toContainText(title);
    await expect(taskList(other)).not.toContainText(title);
    await other.close();
  });

  test('an invoice deleted in one tab while edited in another keeps what was typed there, and says so', async () => {
    const other = await page.context().newPage();
    await other.goto('/apps/invoice/edit/4');
    const note = other.getByRole('form', { name: 'Edit invoice #4' }).getByLabel('Note');
    await note.fill('Call first');
    await page.goto('/apps/invoice/list');
    const status = await page.evaluate(async () => {
      const token = localStorage.getItem('accessToken') ?? '';
      return (await fetch('/apps/invoice/delete?id=4', { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } })).status;
    });
    expect(status).toBeLessThan(300);

    await expect(other.getByRole('alert').filter({ hasText: 'Invoice #4 has been deleted elsewhere' })).toBeVisible();
    await expect(note).toHaveValue('Call first');
    await expect(other.getByRole('heading', { name: 'Invoice not found' })).toHaveCount(0);
    await other.close();
  });

  test('a field saved in one tab while typed in another says so at the field there, and that tab’s save keeps its own value', async () => {
    const other = await page.context().newPage();
    // Dark, for axe on the note at the field (the lighter text of the two skins').
    await page.evaluate(() => localStorage.setItem('console.layout', JSON.stringify({ skin: 'dark' })));
    await other.goto('/apps/invoice/edit/5');
    const otherNote = other.getByRole('form', { name: 'Edit invoice #5' }).getByLabel('Note');
    await otherNote.fill('Call first');
    await page.goto('/apps/invoice/edit/5');
    const form = page.getByRole('form', { name: 'Edit invoice #5' });
    await form.getByLabel('Note').fill('Send by post');
    await form.getByRole('button', { name: 'Save invoice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice #5' })).toBeVisible();

    await expect(otherNote).toHaveAccessibleDescription('Changed elsewhere (another tab or administrator) to “Send by post” since you opened this form. Saving keeps your value.');
    await expect(otherNote).toHaveValue('Call first');
    expect(await seriousAxeFindings(other)).toEqual([]);
    await other.getByRole('button', { name: 'Save invoice' }).click();
    await expect(other.getByRole('heading', { level: 1, name: 'Invoice #5' })).toBeVisible();
    await other.close();
    await page.evaluate(() => localStorage.removeItem('console.layout'));
    await page.goto('/apps/invoice/edit/5');
    await expect(form.getByLabel('Note')).toHaveValue('Call first');
  });

  test('"Reset demo data" asks first, then brings the seed back in every tab', async () => {
    // Its own change, so the test proves the reset whichever tests ran before it.
    const title = 'Draft the newsletter for new releases';
    const other = await page.context().newPage();
    await other.goto('/apps/todo');
    await page.goto('/apps/todo');
    await page.getByRole('button', { name: title, exact: true }).click();
    await page.getByRole('dialog', { name: 'Edit task' }).getByRole('button', { name: 'Delete' }).click();
    await expect(taskList(page)).not.toContainText(title);
    await expect(taskList(other)).not.toContainText(title);

    await page.getByRole('button', { name: 'Layout settings' }).click();
    await page.getByRole('dialog', { name: 'Layout settings' }).getByRole('button', { name: 'Reset demo data' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset the demo data?' });
    await confirm.getByRole('button', { name: 'Reset data' }).click();
    await expect(taskList(page)).toContainText(title);
    await expect(taskList(other)).toContainText(title);
    await other.close();

    await openList(page);
    await expect(nameLinks(page).first()).toBeVisible();
    await expect(nameLinks(page)).not.toContainText(['Rina Sato']);
  });

  test('signing out in one tab takes the other tab to the login page, and asks a tab with unsaved input to sign in again over it', async () => {
    const other = await page.context().newPage();
    await other.goto('/apps/todo');
    await expect(taskList(other)).toBeVisible();
    const typing = await page.context().newPage();
    await typing.goto('/apps/invoice/edit/3');
    const note = typing.getByRole('form', { name: 'Edit invoice #3' }).getByLabel('Note');
    await note.fill('Call first');
    await page.goto('/apps/todo');
    await page.getByRole('button', { name: /Nadia Okafor/ }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await expect(other.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(other.getByText('You signed out in another tab.')).toBeVisible();
    await other.close();

    const again = typing.getByRole('dialog', { name: 'You signed out in another tab' });
    await expect(again).toBeVisible();
    await expect(note).toHaveValue('Call first');
    await typing.keyboard.type('admin');
    await typing.keyboard.press('Enter');
    await expect(again).toBeHidden();
    await expect(note).toHaveValue('Call first');
    await typing.close();
  });
});

test('with IndexedDB blocked the console works in memory and says so once', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // As a browser that forbids storage (a privacy mode, a policy) behaves.
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', {
      get() {
        throw new DOMException('IndexedDB is blocked.', 'SecurityError');
      },
    });
  });
  await signInAs(page, 'admin');
  await page.goto('/apps/todo');
  const notice = page.getByRole('status').filter({ hasText: 'changes are kept only until this page is reloaded or closed' });
  await expect(notice).toBeVisible();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Changes still work, in memory.
  const tasks = page.getByRole('list', { name: 'Tasks' });
  const title = 'Schedule the live premiere';
  await page.getByRole('button', { name: title, exact: true }).click();
  await page.getByRole('dialog', { name: 'Edit task' }).getByRole('button', { name: 'Delete' }).click();
  await expect(tasks).not.toContainText(title);

  await page.reload();
  // As the notice said: in memory, a reload starts again from the seed.
  await expect(tasks).toContainText(title);
  // Everything the page loads has loaded (the notice's toast too, were it shown again).
  await page.waitForLoadState('networkidle');
  await expect(notice).toBeHidden();
  expect(errors).toEqual([]);
  await context.close();
});

test('a newer console in another tab can take the stored data over: this tab lets go and says so', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, 'admin');
  await page.goto('/apps/todo');
  const tasks = page.getByRole('list', { name: 'Tasks' });
  await expect(tasks).toBeVisible();

  // What a newer console's upgrade (or a script) asks of every open tab; it waited for them to close before.
  const other = await context.newPage();
  await other.goto('/login');
  const outcome = await other.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const request = indexedDB.deleteDatabase('console-mock');
        request.onsuccess = () => resolve('removed');
        request.onerror = () => resolve('failed');
        request.onblocked = () => setTimeout(() => resolve('still blocked'), 2_000);
      }),
  );
  expect(outcome).toBe('removed');
  await expect(page.getByRole('status').filter({ hasText: 'Another tab is upgrading or removing the demo data' })).toBeVisible();

  // Changes still work here, in memory, with no storage error.
  const title = 'Schedule the live premiere';
  await page.getByRole('button', { name: title, exact: true }).click();
  await page.getByRole('dialog', { name: 'Edit task' }).getByRole('button', { name: 'Delete' }).click();
  await expect(tasks).not.toContainText(title);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await context.close();
});
