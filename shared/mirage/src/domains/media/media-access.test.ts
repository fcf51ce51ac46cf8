import type { LoginResponse } from '@console/contracts';
import { accessGuard } from '../../access-guard';
import { makeServer } from '../../server';
import { authDomain, seedLoginUsers } from '../auth';
import { mediaDomain } from '.';

// The API follows the abilities the UI follows: the editor account manages videos and playlists
// and only reads brands and categories.
let server: ReturnType<typeof makeServer> | undefined;
beforeEach(() => {
  const users = seedLoginUsers();
  const [, , editor] = users;
  // An account the demo has not: it may change videos and read playlists, but create neither.
  if (editor) {
    users.push({
      ...editor,
      id: 99,
      email: 'reviewer@demo.com',
      password: 'reviewer',
      ability: [{ action: 'read', subject: 'Video' }, { action: 'update', subject: 'Video' }, { action: 'read', subject: 'Playlist' }],
    });
  }
  server = makeServer({ domains: [authDomain({ users }), mediaDomain()], guard: accessGuard(users) });
});
afterEach(() => server?.shutdown());

async function signIn(email: string, password: string) {
  const session = (await (await fetch('/jwt/login', { method: 'POST', body: JSON.stringify({ email, password }) })).json()) as LoginResponse;
  return (method: string, url: string, body?: unknown) =>
    fetch(url, { method, headers: { Authorization: `Bearer ${session.accessToken}` }, body: body === undefined ? undefined : JSON.stringify(body) }).then((answer) => answer.status);
}

const brand = { name: 'Night Owl', slug: 'night-owl', colour: '#101010', logo: '', status: 'active' };

it('lets the editor edit videos and playlists and only read brands and categories', async () => {
  const call = await signIn('editor@demo.com', 'editor');
  expect(await call('GET', '/api/media/videos')).toBe(200);
  expect(await call('POST', '/api/media/videos', { title: 'New clip', duration: 10 })).toBe(201);
  expect(await call('POST', '/api/media/playlists/preview', { brandId: null, categoryId: null, tag: '', status: '', limit: 5, sort: 'newest' })).toBe(200);
  expect(await call('GET', '/api/media/brands')).toBe(200);
  expect(await call('GET', '/api/media/categories')).toBe(200);
  expect(await call('DELETE', '/api/media/brands/6')).toBe(403);
  expect(await call('POST', '/api/media/brands', brand)).toBe(403);
  expect(await call('PUT', '/api/media/categories/1', { name: 'News', slug: 'news', parentId: null })).toBe(403);
});

it('lets the administrator manage brands and refuses the client everything', async () => {
  expect(await (await signIn('admin@demo.com', 'admin'))('POST', '/api/media/brands', brand)).toBe(201);
  const client = await signIn('client@demo.com', 'client');
  expect(await client('GET', '/api/media/videos')).toBe(403);
  expect(await client('GET', '/api/media/brands')).toBe(403);
});

it('asks create for a POST that makes a record, update for bulk changes, and only read for a preview', async () => {
  const call = await signIn('reviewer@demo.com', 'reviewer');
  expect(await call('POST', '/api/media/videos', { title: 'New clip', duration: 10 })).toBe(403);
  expect(await call('POST', '/api/media/videos/bulk', { action: 'archive', ids: [1] })).toBe(200);
  expect(await call('PUT', '/api/media/playlists/1', { name: 'X' })).toBe(403);
  expect(await call('POST', '/api/media/playlists', { name: 'X' })).toBe(403);
  expect(await call('POST', '/api/media/playlists/preview', { brandId: null, categoryId: null, tag: '', status: '', limit: 5, sort: 'newest' })).toBe(200);
});
