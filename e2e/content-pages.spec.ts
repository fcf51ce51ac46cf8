import type { Page } from '@playwright/test';
import { expect, oneSignInPerFile, seriousAxeFindings, signInAs, test } from './fixtures';

// The mock backend keeps what is saved (IndexedDB) for the file's one context: a later test sees
// what an earlier one changed, as the same user would.

/** An API call from inside the console (its one mock backend), with the session's token. */
function api<T>(page: Page, path: string, method = 'GET', body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ url, verb, payload }) => {
      const token = localStorage.getItem('accessToken');
      const response = await fetch(url, {
        method: verb,
        headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Content-Type': 'application/json' },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      return { status: response.status, body: (await response.json()) as T };
    },
    { url: path, verb: method, payload: body },
  );
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const plan = (page: Page, name: string) => page.getByRole('article', { name });

test.describe('as the administrator (one sign-in for the file)', () => {
  let page: Page;
  oneSignInPerFile('admin', (opened) => (page = opened));

  test('the menu has every content page; /pages opens the account settings', async () => {
    await page.goto('/pages');
    await expect(page).toHaveURL(/\/pages\/account-settings\/general$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    for (const name of ['Account settings', 'Profile', 'FAQ', 'Knowledge base', 'Pricing', 'Blog']) {
      await expect(menu(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
  });

  test('a new full name saved in General shows at once in the navbar user menu', async () => {
    await page.goto('/pages/account-settings/general');
    const name = page.getByLabel(/^Full name/);
    await expect(name).toHaveValue('Nadia Okafor');
    await name.fill('Nadia Rivers');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your changes were saved.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Nadia Rivers/ })).toBeVisible();
    const { body } = await api<{ general: { fullName: string } }>(page, '/account-setting/data');
    expect(body.general.fullName).toBe('Nadia Rivers');
    // The profile, reached through the menu (no reload), is the same person.
    await menu(page).getByRole('link', { name: 'Profile', exact: true }).click();
    await expect(page.getByRole('img', { name: 'Cover picture of Nadia Rivers' })).toBeVisible();
    // Saved for good: a reload reads it back from the mock's stored data.
    await page.goto('/pages/account-settings/general');
    await expect(page.getByLabel(/^Full name/)).toHaveValue('Nadia Rivers');
    await expect(page.getByRole('button', { name: /Nadia Rivers/ })).toBeVisible();
  });

  test('an invalid website is refused at the field', async () => {
    await page.goto('/pages/account-settings/information');
    const website = page.getByLabel('Website');
    await website.fill('my site');
    await website.blur();
    await expect(website).toHaveAccessibleDescription(/Enter a web address such as https:\/\/example\.com/);
    await expect(website).toHaveAttribute('aria-invalid', 'true');
  });

  test('a FAQ search with no match says so', async () => {
    await page.goto('/pages/faq');
    await expect(page.getByRole('tablist', { name: 'Question categories' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search the questions' }).fill('zeppelin');
    await expect(page.getByText('No questions match “\u2068zeppelin\u2069”.')).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);
  });

  test('a knowledge-base article holding a script payload does not run it', async () => {
    await page.goto('/pages/knowledge-base');
    await expect(page.getByRole('list', { name: 'Categories' })).toBeVisible();
    // An editor's update (docs/api/content-pages.md: POST /faq/data/question) stores the payload.
    const stored = await api(page, '/faq/data/question', 'POST', {
      category: 'analytics',
      question: 'what-counts-as-a-view',
      content: '<p>Views are counted at 30 seconds.</p><script>window.__pwned = "script"</script><img src="/no-such-image.png" alt="Broken chart" onerror="window.__pwned = \'onerror\'">',
    });
    expect(stored.status).toBe(200);
    page.on('dialog', (dialog) => void dialog.dismiss());
    await page.getByRole('link', { name: 'Analytics & reports' }).click();
    await page.getByRole('link', { name: 'What counts as a view?' }).click();
    const article = page.getByRole('article', { name: 'What counts as a view?' });
    await expect(article.getByText('Views are counted at 30 seconds.')).toBeVisible();
    await expect(article.getByRole('img', { name: 'Broken chart' })).toBeAttached();
    await page.waitForLoadState('networkidle');
    await expect(article.locator('script')).toHaveCount(0);
    await expect(article.locator('[onerror]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as Window & { __pwned?: string }).__pwned)).toBeUndefined();
  });

  test('pricing: monthly 49 and 99, yearly 40 a month (480) and 80 a month (960)', async () => {
    await page.goto('/pages/pricing');
    await expect(plan(page, 'Standard')).toContainText('$49');
    await expect(plan(page, 'Enterprise')).toContainText('$99');
    await page.getByRole('switch', { name: 'Billed yearly' }).check();
    await expect(plan(page, 'Standard')).toContainText('$40');
    await expect(plan(page, 'Standard')).toContainText('$480 billed yearly');
    await expect(plan(page, 'Enterprise')).toContainText('$80');
    await expect(plan(page, 'Enterprise')).toContainText('$960 billed yearly');
    await expect(plan(page, 'Basic')).toContainText('$0');
    await expect(plan(page, 'Standard').getByText('Popular')).toBeVisible();
  });

  test("a blog post's new title shows in the list", async () => {
    await page.goto('/pages/blog/edit/3');
    const title = page.getByLabel(/^Title/);
    await expect(title).toHaveValue('Streaming an esports final at 4K and 60 frames');
    await title.fill('The esports final, frame by frame');
    await expect(page.getByLabel(/^Slug/)).toHaveValue('the-esports-final-frame-by-frame');
    await page.getByRole('button', { name: 'Save post' }).click();
    await expect(page.getByText('The post was saved.')).toBeVisible();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/pages\/blog\/list$/);
    await expect(page.getByRole('list', { name: 'Posts' }).getByRole('link', { name: 'The esports final, frame by frame', exact: true })).toBeVisible();
  });

  test('a poll takes one vote', async () => {
    await page.goto('/pages/profile');
    const poll = page.getByRole('region', { name: 'Poll' });
    await poll.getByRole('radio', { name: 'Animation' }).check();
    await poll.getByRole('button', { name: 'Vote' }).click();
    await expect(poll.getByRole('status')).toHaveText('You voted for Animation.');
    await expect(poll.getByRole('button', { name: 'Vote' })).toHaveCount(0);
    await expect(poll.getByRole('radio', { name: 'Documentaries' })).toBeDisabled();
    await expect(poll.getByRole('progressbar', { name: 'Share of votes for Animation' })).toHaveAttribute('aria-valuenow', '11');
    const again = await api<{ message: string }>(page, '/profile/polls/vote', 'POST', { option: 'Documentaries' });
    expect(again).toEqual({ status: 409, body: { message: 'You have already voted in this poll.', errors: { option: 'You have already voted in this poll.' } } });
  });

  for (const skin of ['light', 'dark']) {
    test(`no serious accessibility findings on the content pages, ${skin}`, async () => {
      test.setTimeout(120_000);
      const paths = [
        '/pages/account-settings/general',
        '/pages/account-settings/change-password',
        '/pages/account-settings/information',
        '/pages/account-settings/social',
        '/pages/account-settings/notifications',
        '/pages/profile',
        '/pages/faq',
        '/pages/knowledge-base',
        '/pages/knowledge-base/live-streaming',
        '/pages/knowledge-base/live-streaming/can-i-use-a-backup-stream',
        '/pages/pricing',
        '/pages/blog/list',
        '/pages/blog/detail/1',
        '/pages/blog/edit/1',
      ];
      const findings: string[] = [];
      await page.evaluate((value) => localStorage.setItem('console.layout', JSON.stringify({ skin: value })), skin);
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Loaded: nothing busy or loading (network idle never comes while images keep arriving).
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
        findings.push(...(await seriousAxeFindings(page)).map((finding) => `${skin} ${path} ${finding}`));
      }
      await page.evaluate(() => localStorage.removeItem('console.layout'));
      expect(findings).toEqual([]);
    });
  }
});

test('the client account sees its own account settings and profile, not the admin pages', async ({ page }) => {
  await signInAs(page, 'client');
  await page.goto('/');
  await expect(menu(page).getByRole('link', { name: 'Account settings', exact: true })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Pricing', exact: true })).toHaveCount(0);
  await menu(page).getByRole('link', { name: 'Account settings', exact: true }).click();
  await expect(page.getByLabel(/^Full name/)).toHaveValue('Luca Ferreira');
});

test('Content pages runs on its own', async ({ page }) => {
  await page.goto('http://localhost:3006/');
  await expect(page).toHaveURL('http://localhost:3006/pages/account-settings/general');
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
});
