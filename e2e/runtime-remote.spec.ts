import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildFixtureRemotes } from '../scripts/lib/fixture-remotes';
import { serveDirectory } from '../scripts/lib/static-server';
import { expect, test } from './fixtures';

// A remote made by the generator and built here: the shell's build has never seen it.
let server: Server;
let manifest: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const [dist] = await buildFixtureRemotes([['late-arrival', '/apps/late-arrival']]);
  server = await serveDirectory(dist ?? '', 0);
  manifest = `http://localhost:${(server.address() as AddressInfo).port}/mf-manifest.json`;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The deployed remotes.json with `extra` lines added (what an operator edits). */
async function deployRemotes(page: import('@playwright/test').Page, extra: Record<string, string>) {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as object), ...extra } });
  });
}

test('one line in remotes.json adds a remote to the console: its menu entry, its page, deep links', async ({ page }) => {
  await deployRemotes(page, { 'late-arrival': manifest });
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Late arrival' }).click();
  await expect(page).toHaveURL(/\/apps\/late-arrival$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Late arrival' })).toBeVisible();
  await expect(page.getByText('Late arrival is part of this console.')).toBeVisible();
  // A deep link works too (the route comes from its metadata, before its code loads).
  await page.goto('/apps/late-arrival');
  await expect(page.getByRole('heading', { level: 1, name: 'Late arrival' })).toBeVisible();
});

test('bad lines are refused with a clear console error and an error card; the console keeps working', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await deployRemotes(page, {
    'late-arrival': manifest,
    // Another name for the same remote: its manifest declares "late-arrival".
    impostor: manifest,
    'Not A Name': manifest,
    gone: 'http://localhost:9/mf-manifest.json',
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics dashboard' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Late arrival', exact: true })).toBeVisible();
  for (const name of ['Impostor', 'Gone', 'Not A Name']) await expect(menu.getByRole('link', { name: new RegExp(name) })).toContainText('unavailable');
  expect(errors.join('\n')).toContain('Remote “impostor” is not mounted: remotes.json lists “impostor” but its manifest declares “late-arrival”.');
  expect(errors.join('\n')).toContain('Remote “Not A Name” is not mounted: “Not A Name” is not a remote name');
  expect(errors.join('\n')).toContain('Remote “gone” is not mounted: The manifest of “gone” could not be read');

  await menu.getByRole('link', { name: /Impostor/ }).click();
  const card = page.getByRole('alert');
  await expect(card).toContainText('Impostor is unavailable');
  await expect(card).toContainText('its manifest declares “late-arrival”');
  await expect(card.getByRole('button', { name: 'Retry' })).toBeVisible();
  // The working remote is untouched.
  await menu.getByRole('link', { name: 'Late arrival', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Late arrival' })).toBeVisible();
});
