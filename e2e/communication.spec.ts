import type { Page } from '@playwright/test';
import { expect, oneSignInPerFile, seriousAxeFindings, test } from './fixtures';

// The mock backend keeps what is changed (IndexedDB) for the file's one context: a later test
// sees what an earlier one changed, and a sent message survives a reload. So no test counts on
// the seed's numbers: each reads the counts it checks when it starts and asserts the change.

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const folders = (page: Page) => page.getByRole('navigation', { name: 'Folders' });
const inbox = (page: Page) => page.getByRole('list', { name: 'Messages: Inbox' });
const chats = (page: Page) => page.getByRole('list', { name: 'Chats' });

/** The inbox once its rows are in and settled (the last answer stays, busy, while the next loads). */
async function inboxShown(page: Page) {
  await expect(inbox(page).getByRole('link').first()).toBeVisible();
  await expect(inbox(page)).toHaveAttribute('aria-busy', 'false');
}
/** A folder's unread counter as the sidebar names it ("Inbox 4 unread"); 0 when it shows none. */
async function unreadIn(page: Page, folder: 'Inbox' | 'Spam'): Promise<number> {
  const snapshot = await folders(page).getByRole('button', { name: new RegExp(`^${folder}( |$)`) }).ariaSnapshot();
  return Number(/(\d+) unread/.exec(snapshot)?.[1] ?? 0);
}
/** The folder's button showing that counter. */
const folderWith = (page: Page, folder: 'Inbox' | 'Spam', unread: number) =>
  folders(page).getByRole('button', { name: unread ? `${folder} ${unread} unread` : folder, exact: true });

test.describe('as the administrator (one sign-in for the file)', () => {
  let page: Page;
  oneSignInPerFile('admin', (opened) => (page = opened));

  test('the menu opens Email and Chat', async () => {
    await page.goto('/');
    await menu(page).getByRole('link', { name: 'Email', exact: true }).click();
    await expect(page).toHaveURL(/\/apps\/email$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Email' })).toBeVisible();
    await menu(page).getByRole('link', { name: 'Chat', exact: true }).click();
    await expect(page).toHaveURL(/\/apps\/chat$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  });

  test('moving two mails to spam: the counters follow', async () => {
    await page.goto('/apps/email');
    await inboxShown(page);
    const [inboxBefore, spamBefore] = [await unreadIn(page, 'Inbox'), await unreadIn(page, 'Spam')];
    const rows = [/Jonas Weber: Dinner on Friday\?/, /Nadia Petrova: Music licence/].map((name) =>
      inbox(page).getByRole('listitem').filter({ has: page.getByRole('checkbox', { name }) }),
    );
    // The counters move by the unread ones among the two (both are unread in the seed).
    let moved = 0;
    for (const row of rows) moved += await row.getByText('Unread', { exact: true }).count();
    for (const row of rows) await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Move to' }).click();
    await page.getByRole('button', { name: 'Spam', exact: true }).click();
    await expect(page.getByText('2 messages moved to Spam.')).toBeVisible();
    await expect(folderWith(page, 'Inbox', inboxBefore - moved)).toBeVisible();
    await expect(folderWith(page, 'Spam', spamBefore + moved)).toBeVisible();
    await folders(page).getByRole('button', { name: /^Spam/ }).click();
    await expect(page).toHaveURL(/\?folder=spam$/);
    await expect(page.getByRole('list', { name: 'Messages: Spam' }).getByRole('link', { name: /Dinner on Friday\?/ })).toBeVisible();
  });

  test('the search narrows the list, and lives in the URL', async () => {
    await page.goto('/apps/email');
    await inboxShown(page);
    const all = await inbox(page).getByRole('link').count();
    await page.getByRole('searchbox', { name: 'Search mail' }).fill('payslip');
    await expect(inbox(page).getByRole('link')).toHaveCount(1);
    await expect(inbox(page).getByRole('link')).toContainText('Your November payslip');
    await expect(page).toHaveURL(/\?q=payslip$/);
    await page.getByRole('searchbox', { name: 'Search mail' }).fill('zeppelin');
    await expect(page.getByText('No messages match “\u2068zeppelin\u2069”.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear the search', exact: true }).click();
    await expect(inbox(page).getByRole('link')).toHaveCount(all);
  });

  test('compose: a bad address is refused at the field; a good one lands in Sent', async () => {
    await page.goto('/apps/email');
    await page.getByRole('button', { name: 'Compose' }).click();
    const panel = page.getByRole('dialog', { name: 'New message' });
    const to = panel.getByLabel(/^To/);
    await to.fill('kwame.mensah@studio.example, kwame at studio');
    await to.blur();
    await expect(to).toHaveAccessibleDescription(/^Enter valid email addresses\. Separate several addresses with commas or semicolons\.$/);
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await to.fill('kwame.mensah@studio.example');
    await panel.getByLabel(/^Subject/).fill('Upfront slides');
    await panel.getByLabel(/^Message/).fill('Sharing the deck tomorrow.');
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Your message was sent.')).toBeVisible();
    await folders(page).getByRole('button', { name: 'Sent' }).click();
    await expect(page.getByRole('list', { name: 'Messages: Sent' }).getByRole('link').first()).toContainText('Upfront slides');
  });

  test('the inbox read by keyboard alone', async () => {
    await page.goto('/apps/email');
    await inboxShown(page);
    // The first three mails as the inbox is now (each row's star button is named after its subject).
    const subjects: string[] = [];
    for (const index of [0, 1, 2]) {
      const label = await inbox(page).getByRole('listitem').nth(index).getByRole('button', { name: /^Star: / }).getAttribute('aria-label');
      subjects.push(label?.replace(/^Star: /, '') ?? '');
    }
    const [first = '', second = '', third = ''] = subjects;
    const secondId = /[?&]mail=(\d+)/.exec((await inbox(page).getByRole('link').nth(1).getAttribute('href')) ?? '')?.[1] ?? '';
    const link = (subject: string) => inbox(page).getByRole('link').filter({ hasText: subject });
    const heading = (subject: string) => page.getByRole('heading', { level: 2, name: subject, exact: true });
    await page.keyboard.press('j');
    await expect(link(first)).toBeFocused();
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    await expect(heading(second)).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`\\?mail=${secondId}$`));
    await expect(page.getByRole('button', { name: 'Next message' })).toBeEnabled();
    await page.keyboard.press('j');
    await expect(heading(third)).toBeFocused();
    await expect(page.getByRole('button', { name: 'Previous message' })).toBeEnabled();
    await page.keyboard.press('k');
    await expect(heading(second)).toBeFocused();
    await page.keyboard.press('u');
    await expect(link(second)).toBeFocused();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help.getByRole('row', { name: 'c Write a new message' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
  });

  test('a draft saved, opened again, saved in place, then sent: it leaves Drafts for Sent', async () => {
    const subject = 'Spring slate for the festival';
    await page.goto('/apps/email');
    await page.getByRole('button', { name: 'Compose' }).click();
    const compose = page.getByRole('dialog', { name: 'New message' });
    await compose.getByLabel(/^To/).fill('mei.chen@studio.example');
    await compose.getByLabel(/^Subject/).fill(subject);
    await compose.getByLabel(/^Message/).fill('Two documentaries.');
    await compose.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved.')).toBeVisible();
    await folders(page).getByRole('button', { name: /^Drafts/ }).click();
    const drafts = page.getByRole('list', { name: 'Messages: Drafts' });
    const rows = drafts.getByRole('listitem').filter({ hasText: subject });
    await expect(rows).toHaveCount(1);
    // A draft's row opens the compose panel, filled, not the reader.
    await rows.getByRole('button', { name: /^mei\.chen/ }).click();
    const panel = page.getByRole('dialog', { name: 'Edit draft' });
    await expect(panel.getByLabel(/^To/)).toHaveValue('mei.chen@studio.example');
    await expect(panel.getByLabel(/^Subject/)).toHaveValue(subject);
    await panel.getByLabel(/^Message/).fill('Two documentaries and a live series.');
    await panel.getByRole('button', { name: 'Save draft' }).click();
    await expect(panel).toBeHidden();
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('Two documentaries and a live series.');
    await rows.getByRole('button', { name: /^mei\.chen/ }).click();
    await expect(panel.getByLabel(/^Message/)).toHaveValue('Two documentaries and a live series.');
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Your message was sent.')).toBeVisible();
    await expect(rows).toHaveCount(0);
    await folders(page).getByRole('button', { name: 'Sent' }).click();
    await expect(page.getByRole('list', { name: 'Messages: Sent' }).getByRole('link').first()).toContainText(subject);
  });

  test('on a phone a mail with a long unbroken subject, address and link does not widen the page', async () => {
    const word = 'Supercalifragilisticexpialidocious'.repeat(3);
    // The longest subject a mail takes (a line: 100 characters), unbroken.
    const subject = word.slice(0, 100);
    const address = 'a.very.long.recipient.address.for.a.narrow.screen@studio.example';
    await page.goto('/apps/email');
    await page.getByRole('button', { name: 'Compose' }).click();
    const compose = page.getByRole('dialog', { name: 'New message' });
    await compose.getByLabel(/^To/).fill(address);
    await compose.getByLabel(/^Subject/).fill(subject);
    await compose.getByLabel(/^Message/).fill(`The cut: https://cdn.studio.example/${word}/${word}.mp4`);
    await compose.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Your message was sent.')).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.goto('/apps/email?folder=sent');
    const row = page.getByRole('list', { name: 'Messages: Sent' }).getByRole('link', { name: new RegExp(subject) });
    await expect(row).toBeVisible();
    // The row cuts the recipient and the subject short; its title keeps the whole subject.
    await expect(row.getByTitle(subject)).toBeVisible();
    expect(await fits()).toBe(true);
    await row.click();
    await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText(address);
    await expect(page.getByRole('article').first()).toContainText('The cut:');
    expect(await fits()).toBe(true);
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  test('a chat message shows at once and is still there when the chat is opened again', async () => {
    await page.goto('/apps/chat');
    await chats(page).getByRole('button', { name: /Grace Whitfield/ }).click();
    const log = page.getByRole('log', { name: 'Conversation with Grace Whitfield' });
    await expect(log).toContainText('Two minutes over. Notes are in your inbox.');
    const box = page.getByLabel('Message to Grace Whitfield');
    await box.fill('Cutting the market scene.');
    await box.press('Enter');
    await expect(log.getByText('Cutting the market scene.')).toBeVisible();
    await expect(box).toHaveValue('');
    await chats(page).getByRole('button', { name: /Amara Castellanos/ }).click();
    await expect(page.getByRole('log', { name: 'Conversation with Amara Castellanos' })).toBeVisible();
    await chats(page).getByRole('button', { name: /Grace Whitfield/ }).click();
    await expect(log.getByText('Cutting the market scene.')).toBeVisible();
    await expect(chats(page).getByRole('button').first()).toContainText('You: Cutting the market scene.');
    // Kept by the mock: a reload opens the chat with the message in it.
    await page.reload();
    await chats(page).getByRole('button', { name: /Grace Whitfield/ }).click();
    await expect(log.getByText('Cutting the market scene.')).toBeVisible();
  });

  test('a chat message typed and not sent is named before Log out, which can be called off', async () => {
    await page.goto('/apps/chat?contact=1');
    const box = page.getByLabel('Message to Amara Castellanos');
    await box.fill('Half a thought');
    // Kept while browsing: Log out from another area asks, in the chat's own words.
    await menu(page).getByRole('link', { name: 'Todo', exact: true }).click();
    await page.getByRole('button', { name: /Nadia Okafor/ }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    const ask = page.getByRole('dialog', { name: 'Log out and lose unsent work?' });
    await expect(ask).toContainText('The chat messages you typed and have not sent will be lost.');
    await ask.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(/\/apps\/todo$/);
    await menu(page).getByRole('link', { name: 'Chat', exact: true }).click();
    await chats(page).getByRole('button', { name: /Amara Castellanos/ }).click();
    await expect(box).toHaveValue('Half a thought');
    await box.clear();
  });

  test('on a phone the list and the mail, the chats and the conversation, are two screens each', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/apps/email');
    await expect(folders(page)).toBeHidden();
    await page.getByRole('button', { name: 'Mailboxes' }).click();
    const mailboxes = page.getByRole('dialog', { name: 'Mailboxes' });
    await mailboxes.getByRole('button', { name: /^Spam/ }).click();
    await expect(mailboxes).toBeHidden();
    const spam = page.getByRole('list', { name: 'Messages: Spam' });
    await spam.getByRole('link').first().click();
    await expect(page.getByRole('button', { name: 'Back to the list' })).toBeVisible();
    await expect(spam).toHaveCount(0);
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await expect(spam).toBeVisible();

    await page.goto('/apps/chat');
    await chats(page).getByRole('button', { name: /Mei Chen/ }).click();
    await expect(page.getByRole('log', { name: 'Conversation with Mei Chen' })).toBeVisible();
    await expect(chats(page)).toBeHidden();
    await page.getByRole('button', { name: 'Back to the chats' }).click();
    await expect(chats(page)).toBeVisible();
    await expect(page.getByRole('log')).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  test('no serious accessibility findings on email and chat, light and dark, and in Arabic', async () => {
    test.setTimeout(120_000);
    // Ready by role only: the names change with the language.
    const views = [
      { path: '/apps/email', ready: (p: Page) => p.getByRole('main').getByRole('link').first() },
      // A starred mail: its Star button's pressed look is checked too.
      { path: '/apps/email?mail=1', ready: (p: Page) => p.getByRole('article').first() },
      { path: '/apps/chat?contact=1', ready: (p: Page) => p.getByRole('log') },
    ];
    const findings: string[] = [];
    for (const layout of [{ skin: 'light' }, { skin: 'dark' }, { skin: 'light', rtl: true, language: 'ar' }]) {
      await page.evaluate((value) => localStorage.setItem('console.layout', JSON.stringify(value)), layout);
      for (const { path, ready } of views) {
        await page.goto(path);
        await expect(ready(page)).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        findings.push(...(await seriousAxeFindings(page)).map((finding) => `${JSON.stringify(layout)} ${path} ${finding}`));
      }
    }
    await page.evaluate(() => localStorage.removeItem('console.layout'));
    expect(findings).toEqual([]);
  });
});

test('Communication runs on its own', async ({ page }) => {
  await page.goto('http://localhost:3009/');
  await expect(page).toHaveURL('http://localhost:3009/apps/email');
  await expect(page.getByRole('heading', { level: 1, name: 'Email' })).toBeVisible();
});
