import type { Page } from '@playwright/test';
import { expect, signInAs, test } from './fixtures';

interface Answer {
  status: number;
  body: unknown;
}

/**
 * A call made from inside the served console, so the page's one mock backend answers it, with
 * the signed-in user's access token as the console's API client sends it.
 */
function call(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<Answer> {
  return page.evaluate(
    async ({ path: url, method, body }) => {
      const token = localStorage.getItem('accessToken');
      const sameOrigin = new URL(url, location.href).origin === location.origin;
      const headers: Record<string, string> = token && sameOrigin ? { Authorization: `Bearer ${token}` } : {};
      const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, body: parsed };
    },
    { path, method: init.method ?? 'GET', body: init.body },
  );
}

test.describe('the in-page mock backend', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics dashboard' })).toBeVisible();
  });

  test('answers the sign-in calls and every auth error of the spec', async ({ page }) => {
    const login = await call(page, '/jwt/login', { method: 'POST', body: { email: 'admin@demo.com', password: 'admin' } });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ userData: { email: 'admin@demo.com', role: 'admin' }, accessToken: expect.any(String), refreshToken: expect.any(String) });

    const wrong = await call(page, '/jwt/login', { method: 'POST', body: { email: 'admin@demo.com', password: 'nope' } });
    expect(wrong).toMatchObject({ status: 400, body: { error: { email: 'Email or Password is Invalid' } } });
    const other = await call(page, '/jwt/login', { method: 'POST', body: 'garbage' });
    expect(other).toMatchObject({ status: 400, body: { error: { email: 'Something went wrong' } } });

    const taken = await call(page, '/jwt/register', { method: 'POST', body: { email: 'admin@demo.com', username: (login.body as { userData: { username: string } }).userData.username, password: 'x1' } });
    expect(taken).toMatchObject({ status: 200, body: { error: { email: 'This email is already in use.', username: 'This username is already in use.' } } });

    const refresh = await call(page, '/jwt/refresh-token', { method: 'POST', body: { refreshToken: 'not-a-token' } });
    expect(refresh.status).toBe(401);
    expect(JSON.stringify(refresh.body)).toContain('Invalid refresh token');
  });

  test('serves the lists with the spec defaults', async ({ page }) => {
    const users = await call(page, '/api/users/list/data');
    expect(users.status).toBe(200);
    expect((users.body as { users: unknown[] }).users).toHaveLength(10);
    const invoices = (await call(page, '/apps/invoice/invoices')).body as { invoices: { id: number }[]; total: number };
    expect(invoices.invoices).toHaveLength(10);
    expect(invoices.invoices[0]!.id).toBeGreaterThan(invoices.invoices[1]!.id);
    const products = (await call(page, '/apps/ecommerce/products')).body as { products: unknown[] };
    expect(products.products).toHaveLength(9);
    expect((await call(page, '/api/invoice/clients')).body).toHaveLength(5);
  });

  test('answers 404 for unknown products and for unknown ids on delete, changing nothing', async ({ page }) => {
    expect((await call(page, '/apps/ecommerce/products/999999')).status).toBe(404);
    const before = ((await call(page, '/api/users/list/data')).body as { total: number }).total;
    expect((await call(page, '/apps/users/delete?id=999999', { method: 'DELETE' })).status).toBe(404);
    expect((await call(page, '/apps/invoice/delete?id=999999', { method: 'DELETE' })).status).toBe(404);
    expect((await call(page, '/apps/todo/delete-task?taskId=999999', { method: 'DELETE' })).status).toBe(404);
    expect(((await call(page, '/api/users/list/data')).body as { total: number }).total).toBe(before);
  });

  test('refuses calls without a valid token (401) and calls the role may not make (403)', async ({ page }) => {
    const anonymous = await page.evaluate(async () => (await fetch('/api/users/list/data')).status);
    expect(anonymous).toBe(401);
    await signInAs(page, 'client');
    await page.goto('/access-control');
    await expect(page.getByRole('heading', { name: 'Access Control' })).toBeVisible();
    expect((await call(page, '/api/users/list/data')).status).toBe(403);
    expect((await call(page, '/apps/todo/tasks')).status).toBe(403);
  });

  test('lets everything it does not define through to the network', async ({ page }) => {
    const remotes = await call(page, '/remotes.json');
    // The deployed list of remotes (more join it over time): served as it is, by the network.
    expect(remotes).toMatchObject({ status: 200, body: { todo: 'http://localhost:3001/mf-manifest.json', users: 'http://localhost:3002/mf-manifest.json' } });
    const manifest = await call(page, 'http://localhost:3001/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.body).toMatchObject({ name: 'todo' });
  });
});

test('?mock=off leaves every call to the network', async ({ page }) => {
  await page.goto('/?mock=off');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics dashboard' })).toBeVisible();
  const login = await call(page, '/jwt/login', { method: 'POST', body: { email: 'admin@demo.com', password: 'admin' } });
  // The static server has no API: the answer is its own page, not the mock's tokens.
  expect(typeof login.body).toBe('string');
  expect(String(login.body)).toContain('<!doctype html>');
});
