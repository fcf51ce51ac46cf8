import type { PlaylistDetailResponse, VideoResponse } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { withLastIds } from './ids';
import { mediaDomain } from '.';

// A deleted record's id is never handed out again: a reference to it (a publisher's brands, an
// action-log link) must not come to name a newer record.
const { call } = mockApi(() => [mediaDomain()]);

const brand = (name: string) => ({ name, slug: name.toLowerCase(), colour: '#123456', logo: '', status: 'active' });
const rules = { brandId: null, categoryId: null, tag: '', status: '', limit: 5, sort: 'newest' } as const;
const playlist = (name: string) => ({ name, description: '', brandId: null, kind: 'manual', videoIds: [1], rules });

it('gives a new brand a new id after the newest one was deleted', async () => {
  const test = await call<{ id: number }>('POST', '/api/media/brands', brand('Test'));
  expect((await call('DELETE', `/api/media/brands/${test.body.id}`)).status).toBe(200);
  const acme = await call<{ id: number }>('POST', '/api/media/brands', brand('Acme'));
  expect(acme.status).toBe(201);
  expect(acme.body.id).toBe(test.body.id + 1);
});

it('gives a new category a new id after the newest one was deleted', async () => {
  const first = await call<{ id: number }>('POST', '/api/media/categories', { name: 'Short-lived', slug: 'short-lived', parentId: null });
  expect((await call('DELETE', `/api/media/categories/${first.body.id}`)).status).toBe(200);
  const next = await call<{ id: number }>('POST', '/api/media/categories', { name: 'Kept', slug: 'kept', parentId: null });
  expect(next.body.id).toBe(first.body.id + 1);
});

it('gives a new playlist a new id after the newest one was deleted', async () => {
  const first = await call<PlaylistDetailResponse>('POST', '/api/media/playlists', playlist('Short-lived'));
  expect((await call('DELETE', `/api/media/playlists/${first.body.playlist.id}`)).status).toBe(200);
  const next = await call<PlaylistDetailResponse>('POST', '/api/media/playlists', playlist('Kept'));
  expect(next.body.playlist.id).toBe(first.body.playlist.id + 1);
});

it('gives a new video a new id after the newest one was deleted', async () => {
  const first = await call<VideoResponse>('POST', '/api/media/videos', { title: 'Short-lived', duration: 10 });
  expect((await call('POST', '/api/media/videos/bulk', { action: 'delete', ids: [first.body.video.id] })).status).toBe(200);
  const next = await call<VideoResponse>('POST', '/api/media/videos', { title: 'Kept', duration: 10 });
  expect(next.body.video.id).toBe(first.body.video.id + 1);
});

describe('data saved before the counters (version 1)', () => {
  it('starts each counter at the saved list’s largest id', () => {
    const saved = { publishers: [{ id: 3 }, { id: 9 }, { id: 4 }], channels: [], campaigns: [{ id: 2 }] };
    expect(withLastIds(saved, ['publishers', 'channels', 'campaigns'])).toEqual({ ...saved, lastIds: { publishers: 9, channels: 0, campaigns: 2 } });
  });

  it('is not migrated when a list is missing or is not a list (the domain reseeds)', () => {
    expect(withLastIds({ brands: [] }, ['brands', 'videos'])).toBeUndefined();
    expect(withLastIds({ brands: {} }, ['brands'])).toBeUndefined();
  });
});
