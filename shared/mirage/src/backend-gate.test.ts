import { waitFor } from '@testing-library/react';
import type { FaqData } from '@console/contracts';
import { installMockBackend, type MockBackend } from './backend-gate';
import { domainNamed, type DomainEntry } from './domain-index';
import type { MockSettings } from './settings';

// The translated texts, each file counted when its module is evaluated: in a page, when it downloads.
const mockDownloaded = new Set<string>();
const mockCounted = (file: string) => (mockDownloaded.add(file), jest.requireActual<object>(`./domains/content-pages/${file}`));
jest.mock('./domains/content-pages/faq-seed.fr', () => mockCounted('faq-seed.fr'));
jest.mock('./domains/content-pages/faq-seed.ar', () => mockCounted('faq-seed.ar'));
jest.mock('./domains/content-pages/pricing.fr', () => mockCounted('pricing.fr'));
jest.mock('./domains/content-pages/pricing.ar', () => mockCounted('pricing.ar'));
jest.mock('./domains/content-pages/knowledge-base.fr', () => mockCounted('knowledge-base.fr'));
jest.mock('./domains/content-pages/knowledge-base.ar', () => mockCounted('knowledge-base.ar'));
const downloaded = () => [...mockDownloaded].sort();

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

describe('the content pages in French and Arabic', () => {
  const contentPages = domainNamed('content-pages') as Required<DomainEntry>;
  const signIn = async () => {
    const { accessToken } = (await (await login()).json()) as { accessToken: string };
    return { Authorization: `Bearer ${accessToken}` };
  };
  afterEach(() => jest.restoreAllMocks());

  // The first test of the file to ask for another language than English: nothing has loaded one before.
  it('downloads no translation for English calls; the first French call downloads French alone and is answered in it', async () => {
    const translations = jest.spyOn(contentPages, 'translations');
    backend = installMockBackend(settings);
    const auth = await signIn();
    for (const path of ['/faq/data', '/pricing/data', '/faq/data/knowledge_base']) {
      const english = await fetch(path, { headers: { ...auth, 'Accept-Language': 'en-GB,en;q=0.9' } });
      expect(english.headers.get('Content-Language')).toBe('en');
    }
    expect(translations).not.toHaveBeenCalled();
    expect(downloaded()).toEqual([]);

    // The header's name in any case, as clients write it.
    const french = await fetch('/faq/data', { headers: { ...auth, 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(french.headers.get('Content-Language')).toBe('fr');
    const { payment } = (await french.json()) as FaqData;
    expect(payment?.title).toBe('Paiement');
    expect(payment?.qandA[0]?.question).toBe('Quels moyens de paiement puis-je utiliser ?');
    expect(translations).toHaveBeenCalledWith('fr');
    expect(downloaded()).toEqual(['faq-seed.fr', 'knowledge-base.fr', 'pricing.fr']);

    // A Request's own headers count too.
    const arabic = await fetch(new Request('http://localhost/pricing/data', { headers: { ...auth, 'Accept-Language': 'ar' } }));
    expect(await arabic.json()).toMatchObject({ pricing: { standardPlan: { title: 'القياسية', monthlyPrice: 49 } } });
    expect(downloaded()).toEqual(['faq-seed.ar', 'faq-seed.fr', 'knowledge-base.ar', 'knowledge-base.fr', 'pricing.ar', 'pricing.fr']);
    expect(network).not.toHaveBeenCalled();
  });

  it('holds a call until its texts are ready: if they cannot download, the call fails and the next one loads them', async () => {
    backend = installMockBackend(settings);
    const auth = await signIn();
    const headers = { ...auth, 'Accept-Language': 'fr' };
    jest.spyOn(contentPages, 'translations').mockRejectedValueOnce(new Error('Loading chunk 42 failed.'));
    await expect(fetch('/faq/data/knowledge_base', { headers })).rejects.toThrow('Loading chunk 42 failed.');
    const retried = await fetch('/faq/data/knowledge_base', { headers });
    expect(((await retried.json()) as { title: string }[])[0]?.title).toBe('Premiers pas');
    expect(network).not.toHaveBeenCalled();
  });
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

it('the playlist list first loads the domains that carry playlists: each row names the Roku channels carrying it', async () => {
  backend = installMockBackend(settings);
  const { accessToken } = (await (await login()).json()) as { accessToken: string };
  const rows = (await (await fetch('/api/media/playlists', { headers: { Authorization: `Bearer ${accessToken}` } })).json()) as { id: number; channels: string[] }[];
  expect(rows.find((row) => row.id === 1)?.channels).toEqual(['Northlight on Roku']);
  expect(rows.find((row) => row.id === 2)?.channels).toEqual(['Cedar Weekend']);
  expect(network).not.toHaveBeenCalled();
});

it('a PUT first loads the domains that name the record: a renamed user’s tasks follow them', async () => {
  backend = installMockBackend(settings);
  const { accessToken } = (await (await login()).json()) as { accessToken: string };
  const headers = { Authorization: `Bearer ${accessToken}` };
  const maya = ((await (await fetch('/api/users/user?id=1', { headers })).json()) as { user: Record<string, unknown> }).user;
  // Nothing has loaded the todo domain yet: only the gate can have brought it for this call.
  const { id: _id, ...fields } = maya;
  const renamed = await fetch('/apps/users/update-user?id=1', { method: 'PUT', headers, body: JSON.stringify({ ...fields, fullName: 'Maya Berg' }) });
  expect(renamed.status).toBe(200);
  const tasks = (await (await fetch('/apps/todo/tasks', { headers })).json()) as { assignee: { fullName: string } | null }[];
  expect(tasks.some((task) => task.assignee?.fullName === 'Maya Berg')).toBe(true);
  expect(tasks.some((task) => task.assignee?.fullName === 'Maya Lindqvist')).toBe(false);
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
