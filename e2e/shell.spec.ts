import type { Response } from '@playwright/test';
import { expect, test } from './fixtures';

test('the full-screen fallback (logo and dots) shows before the console renders', async ({ page }) => {
  // Hold the shell's first chunk back so the static fallback stays visible.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/main.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics dashboard' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toBeHidden();
});

test('service workers left by an older deployment are unregistered at start-up', async ({ page }) => {
  // Stand in for a registered worker: the built shell must find it and unregister it.
  await page.addInitScript(() => {
    const registration = { unregister: async () => ((window as unknown as { unregistered: boolean }).unregistered = true) };
    Object.defineProperty(navigator, 'serviceWorker', { value: { getRegistrations: async () => [registration] } });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics dashboard' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { unregistered?: boolean }).unregistered)).toBe(true);
});

test('toasts stack newest on top', async ({ page }) => {
  await page.goto('/apps/todo');
  await page.getByRole('button', { name: 'Add task' }).click();
  await page.getByRole('dialog', { name: 'Add task' }).getByLabel('Title').fill('Toast order');
  await page.getByRole('dialog', { name: 'Add task' }).getByRole('button', { name: 'Add' }).click();
  // The closed panel gives the focus back to Add task once it has slid out: a key pressed on the
  // task before then would go there instead.
  await expect(page.getByRole('button', { name: 'Add task' })).toBeFocused();
  const older = page.getByRole('status').filter({ hasText: 'Task added' });
  const newer = page.getByRole('status').filter({ hasText: 'Task updated' });
  // A success toast lasts 2 s, less than the edit below takes on a busy machine: the pointer on
  // it pauses the list (react-hot-toast), and the edit is made by keyboard, leaving the pointer there.
  await older.hover();
  await page.getByRole('button', { name: 'Toast order', exact: true }).press('Enter');
  await page.getByRole('dialog', { name: 'Edit task' }).getByRole('button', { name: 'Update' }).press('Enter');
  await expect(newer).toBeVisible();
  // The newer toast comes in on top, under the pointer: the older one slides away from it and its
  // timer would run again (CI once saw it expire before the places were read). The pointer on
  // the newer one keeps the whole stack paused.
  await newer.hover();
  await expect(older).toBeVisible();
  // The toasts move as the newer one comes in: read the places once they settle.
  const newerAbove = async () => {
    const [olderBox, newerBox] = await Promise.all([older.boundingBox(), newer.boundingBox()]);
    return olderBox !== null && newerBox !== null && newerBox.y < olderBox.y;
  };
  await expect.poll(newerAbove).toBe(true);
});

test("every script of a page starts with V8's compile hint, so it compiles while it downloads", async ({ page }) => {
  const scripts: Response[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  };
  page.on('response', collect);
  await page.goto('/apps/todo');
  await expect(page.getByRole('list', { name: 'Tasks' }).getByRole('listitem').first()).toBeVisible();
  page.off('response', collect);
  const firstLines = await Promise.all(scripts.map(async (response) => [response.url(), (await response.text()).split('\n', 1)[0]]));
  // The shell's entry, its chunks, the todo remote's entry and chunks.
  expect(firstLines.length).toBeGreaterThan(10);
  expect(firstLines.filter(([, line]) => line !== '//# allFunctionsCalledOnLoad').map(([url]) => url)).toEqual([]);
});
