import type { BrandRow, CategoryRow, PlaylistDetailResponse, PublisherRow, RokuChannel, SearchCampaign, VideoListResponse } from '@console/contracts';
import { reloadKit, type AdminApi } from './reload-kit';

// Every media and distribution write a user makes is still there after a reload.
const { readAfterReload } = reloadKit();

const allVideos = async (api: AdminApi) => (await api.read<VideoListResponse>('/api/media/videos?perPage=100000')).videos;
const names = (rows: readonly { name: string }[]) => rows.map((row) => row.name);

it('keeps the media catalogue’s changes, also those made after a bulk delete', async () => {
  const picked: { deleted: number; moved: number; playlistOrder: number[] } = { deleted: 0, moved: 0, playlistOrder: [] };
  const { restarted, seed } = await readAfterReload(
    async (api) => {
      const [first, second] = await allVideos(api);
      if (!first || !second) throw new Error('The seed has fewer than two videos.');
      Object.assign(picked, { deleted: first.id, moved: second.id });
      // A bulk delete first: every later write must be kept as well.
      await api.send('POST', '/api/media/videos/bulk', { action: 'delete', ids: [first.id] });
      await api.send('POST', '/api/media/videos/bulk', { action: 'category', ids: [second.id], categoryId: 11 });
      await api.send('POST', '/api/media/videos', { title: 'Added after the bulk delete', duration: 60 });
      const { id: brandId } = await api.send<{ id: number }>('POST', '/api/media/brands', { name: 'Short-lived', slug: 'short-lived', colour: '#123456', logo: '', status: 'active' });
      await api.send('DELETE', `/api/media/brands/${brandId}`);
      await api.send('POST', '/api/media/brands', { name: 'Kept brand', slug: 'kept-brand', colour: '#654321', logo: '', status: 'active' });
      const { id: categoryId } = await api.send<{ id: number }>('POST', '/api/media/categories', { name: 'Short-lived', slug: 'short-lived', parentId: null });
      await api.send('DELETE', `/api/media/categories/${categoryId}`);
      const { playlist } = await api.read<PlaylistDetailResponse>('/api/media/playlists/1');
      picked.playlistOrder = [...playlist.videoIds].reverse();
      await api.send('PUT', '/api/media/playlists/1', { ...playlist, videoIds: picked.playlistOrder, id: undefined, updatedAt: undefined });
    },
    async (api) => {
      const videos = await allVideos(api);
      return {
        ids: videos.map((video) => video.id),
        titles: videos.map((video) => video.title),
        movedTo: videos.find((video) => video.id === picked.moved)?.categoryId,
        brands: names(await api.read<BrandRow[]>('/api/media/brands')),
        categories: names(await api.read<CategoryRow[]>('/api/media/categories')),
        playlist: (await api.read<PlaylistDetailResponse>('/api/media/playlists/1')).playlist.videoIds,
      };
    },
  );
  expect(seed.ids).toContain(picked.deleted);
  expect(restarted.ids).not.toContain(picked.deleted);
  expect(restarted.movedTo).toBe(11);
  expect(seed.movedTo).not.toBe(11);
  expect(restarted.titles).toContain('Added after the bulk delete');
  expect(restarted.brands).toEqual([...seed.brands, 'Kept brand']);
  expect(restarted.categories).toEqual(seed.categories);
  // The bulk delete took the video out of the playlist too; the new order is kept.
  expect(restarted.playlist).toEqual(picked.playlistOrder.filter((id) => id !== picked.deleted));
  expect(seed.playlist).not.toEqual(restarted.playlist);
});

it('keeps the distribution’s publishers, channels and campaigns', async () => {
  const { restarted, seed } = await readAfterReload(
    async (api) => {
      const [video] = await allVideos(api);
      await api.send('POST', '/api/distribution/publishers', {
        name: 'Kept publisher', domains: ['kept.example'], contactEmail: 'ads@kept.example', brandIds: [1], revenueShare: 40, status: 'active',
      });
      await api.send('POST', '/api/distribution/campaigns', {
        name: 'Kept campaign', brandId: 1, keywords: ['kept'], videoIds: [video?.id ?? 1], startDate: '2026-12-01', endDate: '2026-12-31', dailyBudget: 25, status: 'draft',
      });
      await api.send('POST', '/api/distribution/roku-channels/1/publish');
    },
    async (api) => ({
      publishers: names(await api.read<PublisherRow[]>('/api/distribution/publishers')),
      campaigns: names(await api.read<SearchCampaign[]>('/api/distribution/campaigns')),
      channelVersion: (await api.read<{ channel: RokuChannel }>('/api/distribution/roku-channels/1')).channel.version,
    }),
  );
  expect(restarted.publishers).toEqual([...seed.publishers, 'Kept publisher']);
  expect(restarted.campaigns).toEqual([...seed.campaigns, 'Kept campaign']);
  expect(restarted.channelVersion).toBe(seed.channelVersion + 1);
});
