import type { PlaylistRow } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { mediaAndDistribution } from '../media-and-distribution';

const { get, call } = mockApi(mediaAndDistribution);

it('refuses to delete a playlist a Roku channel carries, naming the channels, and deletes it once no channel does', async () => {
  const playlists = (await get<PlaylistRow[]>('/api/media/playlists')).body;
  const carried = playlists.find((playlist) => playlist.id === 1)!;
  const refused = await call('DELETE', '/api/media/playlists/1');
  expect(refused).toEqual({
    status: 409,
    body: {
      message: `${carried.name} is still carried by 1 Roku channel: Northlight on Roku.`,
      code: 'in-channels',
      params: { name: carried.name, count: 1, channels: 'Northlight on Roku' },
    },
  });
  expect((await get<PlaylistRow[]>('/api/media/playlists')).body).toHaveLength(playlists.length);

  const channel = (await get<{ channel: Record<string, unknown> }>('/api/distribution/roku-channels/1')).body.channel;
  const { id: _id, updatedAt: _updatedAt, ...input } = channel;
  expect((await call('PUT', '/api/distribution/roku-channels/1', { ...input, playlistIds: [3] })).status).toBe(200);
  expect((await call('DELETE', '/api/media/playlists/1')).status).toBe(200);
});

it('deletes a playlist no channel carries', async () => {
  const created = await call<{ playlist: { id: number } }>('POST', '/api/media/playlists', { name: 'Loose ends', description: '', brandId: null, kind: 'manual', videoIds: [1], rules: { brandId: null, categoryId: null, tag: '', status: '', limit: 5, sort: 'newest' } });
  expect(created.status).toBe(201);
  expect((await call('DELETE', `/api/media/playlists/${created.body.playlist.id}`)).status).toBe(200);
});
