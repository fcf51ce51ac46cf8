import { waitFor } from '@testing-library/react';
import { installMockBackend, type MockBackend } from './backend-gate';
import type { MockSettings } from './settings';

const settings: MockSettings = { enabled: true, latencyMs: 0, persist: false };
const network = jest.fn(async () => new Response('from the network'));
let backend: MockBackend | null = null;

beforeEach(() => {
  network.mockClear();
  window.fetch = network;
});
afterEach(() => {
  backend?.uninstall();
  backend = null;
});

const login = (email = 'admin@demo.com', password = 'admin') =>
  fetch('/jwt/login', { method: 'POST', body: JSON.stringify({ email, password }) });

it('answers a call made as early as possible, before any of the mock has loaded, from the mock', async () => {
  backend = installMockBackend(settings);
  // The very first thing the page does: nothing of miragejs or the auth domain is loaded yet.
  const response = await login();
  expect(response.status).toBe(200);
  const body = (await response.json()) as { userData: { email: string }; accessToken: string };
  expect(body.userData.email).toBe('admin@demo.com');
  expect(network).not.toHaveBeenCalled();

  // A domain that was not loaded yet (tasks) is also answered by the mock, with the guard in front.
  const tasks = await fetch('/apps/todo/tasks', { headers: { Authorization: `Bearer ${body.accessToken}` } });
  expect(tasks.status).toBe(200);
  expect(((await tasks.json()) as unknown[]).length).toBeGreaterThan(0);
  expect((await fetch('/apps/todo/tasks')).status).toBe(401);
  expect(network).not.toHaveBeenCalled();
});

it('lets every path the mock does not answer go straight to the network, without loading the mock', async () => {
  backend = installMockBackend(settings);
  const response = await fetch('/remotes.json');
  expect(await response.text()).toBe('from the network');
  expect(network).toHaveBeenCalledWith('/remotes.json', undefined);
});

it('answers calls started together while the mock loads, each from its own domain', async () => {
  backend = installMockBackend(settings);
  const [good, bad, faq] = await Promise.all([login(), login('admin@demo.com', 'wrong'), fetch('/faq/data')]);
  expect(good.status).toBe(200);
  expect(bad.status).toBe(400);
  expect(await bad.json()).toMatchObject({ error: { email: 'Email or Password is Invalid' } });
  expect(faq.status).toBe(401); // the FAQ needs a session: the guard answered, not the network
  expect(network).not.toHaveBeenCalled();
});

it('a DELETE first loads the domains that reference the record: a playlist a Roku channel carries is kept', async () => {
  backend = installMockBackend(settings);
  const { accessToken } = (await (await login()).json()) as { accessToken: string };
  const headers = { Authorization: `Bearer ${accessToken}` };
  // Nothing has loaded the distribution domain: only the gate can have brought it for this call.
  const refused = await fetch('/api/media/playlists/1', { method: 'DELETE', headers });
  expect(refused.status).toBe(409);
  expect(await refused.json()).toMatchObject({ code: 'in-channels', params: { channels: 'Northlight on Roku' } });
  expect((await fetch(new Request('http://localhost/api/media/playlists/4', { method: 'DELETE', headers }))).status).toBe(409);
  expect(network).not.toHaveBeenCalled();
});

it('warmUp loads ahead of the first call; a page with no known calls still loads the core', async () => {
  backend = installMockBackend(settings);
  backend?.warmUp('/apps/todo');
  backend?.warmUp('/somewhere/else');
  expect((await login()).status).toBe(200);
  expect(network).not.toHaveBeenCalled();
});

it('warmUp with the stored token checks its signature ahead: the page’s first call does not', async () => {
  const { signToken } = await import('./domains/auth/jwt');
  // Issued a minute ago: no other test has this token, so none has checked it yet.
  const token = await signToken(1, 'access', Date.now() - 60_000);
  const verify = jest.spyOn(crypto.subtle, 'verify');
  try {
    backend = installMockBackend(settings);
    backend?.warmUp('/apps/todo', token);
    await waitFor(() => expect(verify).toHaveBeenCalledTimes(1));
    expect((await fetch('/apps/todo/tasks', { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
    expect(verify).toHaveBeenCalledTimes(1);
  } finally {
    verify.mockRestore();
  }
});

it('does nothing when the mock is off: every call goes to the network', async () => {
  backend = installMockBackend({ ...settings, enabled: false });
  expect(backend).toBeNull();
  expect(await (await login()).text()).toBe('from the network');
});
