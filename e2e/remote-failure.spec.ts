import { expect, seriousAxeFindings, test } from './fixtures';

test('a remote whose server is down: its page offers Retry, the console keeps working, Retry recovers', async ({ page }) => {
  let blocked = true;
  await page.route('http://localhost:3001/**', (route) => (blocked ? route.abort('connectionrefused') : route.continue()));

  // Without its manifest the console cannot know the remote's pages: the address may be one of them.
  await page.goto('/apps/todo/important');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  const card = page.getByRole('alert').filter({ hasText: 'Todo is unavailable' });
  await expect(card).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: /Todo/ })).toContainText('unavailable');

  await menu.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics dashboard' })).toBeVisible();
  await page.goto('/apps/todo/important');
  blocked = false;
  await card.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('list', { name: 'Tasks' }).getByRole('listitem')).toHaveCount(5);
  await expect(page).toHaveURL(/\/apps\/todo\/important$/);
  await expect(menu.getByRole('link', { name: 'Todo' })).not.toContainText('unavailable');
});

test('a remote whose code cannot load shows its error card in its own area; Retry recovers', async ({ page }) => {
  let blocked = true;
  // The manifest (its metadata) arrives; its code does not.
  await page.route(/localhost:3001\/(remoteEntry\.js|federated\/)/, (route) => (blocked ? route.abort('connectionrefused') : route.continue()));
  await page.goto('/apps/todo/important');
  const card = page.getByRole('alert').filter({ hasText: 'Todo is unavailable' });
  await expect(card).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeHidden();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: /Todo/ })).toContainText('unavailable');
  await expect(menu.getByRole('link', { name: /Todo/ })).toHaveAttribute('href', '/apps/todo');

  blocked = false;
  await card.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('list', { name: 'Tasks' }).getByRole('listitem')).toHaveCount(5);
  await expect(menu.getByRole('link', { name: 'Todo' })).not.toContainText('unavailable');
});

test('a remote whose page chunk is broken takes down only its own area', async ({ page }) => {
  // Corrupt the page chunk the exposed module loads: the area errors, the shell stays.
  await page.route(/localhost:3001\/federated\/.*\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    // (The page chunk holds the view heading's id; its texts are a chunk of their own.)
    await route.fulfill({ response, body: body.includes('todo-view-title') ? 'throw new Error("broken page chunk")' : body });
  });
  await page.goto('/apps/todo');
  await expect(page.getByRole('alert').filter({ hasText: 'Todo is unavailable' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' })).toBeVisible();
});

test('a panel of the frame whose code cannot download says so; the page and its input stay; the next opening works', async ({ page }) => {
  await page.goto('/apps/todo');
  await expect(page.getByRole('list', { name: 'Tasks' }).getByRole('listitem').first()).toBeVisible();
  const searchBox = page.getByLabel('Search tasks');
  await searchBox.fill('transcode');
  // The network drops every script from here on: the customizer's code (loaded on first opening) cannot arrive.
  let offline = true;
  await page.route(/\.js$/, (route) => (offline ? route.abort('internetdisconnected') : route.continue()));

  await page.getByRole('button', { name: 'Layout settings' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'This part of the console could not be loaded. Check your connection and try again.' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Layout settings' })).toBeHidden();
  await expect(searchBox).toHaveValue('transcode');
  await expect(page.getByRole('list', { name: 'Tasks' }).getByRole('listitem')).toContainText(['Transcode the spring catalogue to AV1']);

  offline = false;
  // The notice shows below the navbar: its buttons stay usable meanwhile.
  await expect(notice).toBeVisible();
  await page.getByRole('button', { name: 'Layout settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Layout settings' })).toBeVisible();
});

/** Holds back (or drops) the shell's chunk that starts i18next: its body names the init option only it sets. */
const shellI18nChunk = 'partialBundledLanguages:!0';

test('the page’s remote and its texts arriving before the shell has started its translations: the page still paints', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The remote opened with the page asks for its texts while the shell's i18n is still downloading,
  // and they arrive after it: the order that once left the splash on screen (about 1 cold load in 100).
  await page.route('http://localhost:3000/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(shellI18nChunk)) await new Promise((resolve) => setTimeout(resolve, 2_500));
    await route.fulfill({ response, body });
  });
  await page.route(/localhost:3001\/federated\/todo-texts-en\./, async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await route.fulfill({ response });
  });
  await page.goto('/apps/todo');
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Search tasks')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a remote whose texts cannot download: the console starts, its area says so, Retry recovers', async ({ page }) => {
  let blocked = true;
  await page.route(/localhost:3001\/federated\/todo-texts-en\./, (route) => (blocked ? route.abort('connectionrefused') : route.continue()));
  await page.goto('/apps/todo');
  const card = page.getByRole('alert').filter({ hasText: 'Todo is unavailable' });
  await expect(card).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' })).toBeVisible();

  blocked = false;
  await card.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tasks' }).getByRole('listitem').first()).toBeVisible();
  await expect(card).toBeHidden();
});

test('a part of the shell that cannot download: the page says the console could not start; Reload recovers', async ({ page }) => {
  await page.route('http://localhost:3000/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(shellI18nChunk)) await route.abort('internetdisconnected');
    else await route.fulfill({ response, body });
  });
  await page.goto('/apps/todo');
  await expect(page.getByRole('alert')).toHaveText(/The console could not start\. Check your connection, then reload the page\./);
  expect(await seriousAxeFindings(page)).toEqual([]);

  // The network is back. Unrouted, not flagged: a handler still reading an answer of the page being
  // left would throw "Response has been disposed" (met once in CI); ignoreErrors drops those.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
});

test("the signed-in layout's texts that cannot download: the console's error page, not a menu of keys; Reload recovers", async ({ page }) => {
  let blocked = true;
  await page.route(/localhost:3000\/signed-in-texts-en\.[^/]*\.js$/, (route) => (blocked ? route.abort('internetdisconnected') : route.continue()));
  await page.goto('/apps/todo');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await expect(page.getByText('menu.main')).toBeHidden();
  expect(await seriousAxeFindings(page)).toEqual([]);

  blocked = false;
  await page.getByRole('button', { name: 'Reload the console' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Todo' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tasks' }).getByRole('listitem').first()).toBeVisible();
});
