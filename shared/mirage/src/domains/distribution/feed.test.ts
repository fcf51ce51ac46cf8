import type { RokuChannel } from '@console/contracts/src/distribution';
import type { Video } from '@console/contracts/src/media';
import { seedCatalogue } from '../media/catalogue';
import { buildFeed, feedProblemsOf, libraryPlaylist, shortFormLimit, toRokuItem } from './feed';

const channel: RokuChannel = {
  id: 9, name: 'Test', providerName: 'Test Provider', language: 'en', brandId: 2, playlistIds: [2], library: 'playlists', publishedAt: null, version: 0, updatedAt: '2026-11-01T00:00:00.000Z',
};
const video = (changes: Partial<Video>): Video => ({ ...seedCatalogue().videos[0]!, ...changes });

describe('feedProblemsOf (the validation rules)', () => {
  it('accepts a live video with a thumbnail, a duration and a URL', () => {
    expect(feedProblemsOf({ thumbnail: '/t.png', duration: 30, sourceUrl: '/v.mp4', status: 'published' })).toEqual([]);
    expect(feedProblemsOf({ thumbnail: '/t.png', duration: 30, sourceUrl: '/v.mp4', status: 'unlisted' })).toEqual([]);
  });
  it('names every reason a video would be rejected', () => {
    expect(feedProblemsOf({ thumbnail: '', duration: 0, sourceUrl: '', status: 'draft' })).toEqual(['missingThumbnail', 'missingDuration', 'missingUrl', 'unpublished']);
    expect(feedProblemsOf({ thumbnail: '/t.png', duration: 10, sourceUrl: '/v.mp4', status: 'archived' })).toEqual(['unpublished']);
  });
});

describe('toRokuItem (the feed mapping)', () => {
  it('maps a short video to a Direct Publisher item with absolute URLs', () => {
    const item = toRokuItem(video({ id: 7, title: 'Clip', duration: 90, sourceUrl: '/clips/a.m3u8', thumbnail: '/t.png', publishedAt: '2026-10-02T10:00:00.000Z', tags: ['live'] }), 'https://console.test', 'news');
    expect(item).toMatchObject({
      id: '7', title: 'Clip', thumbnail: 'https://console.test/t.png', releaseDate: '2026-10-02', tags: ['live'],
      content: { duration: 90, dateAdded: '2026-10-02T10:00:00.000Z', videos: [{ url: 'https://console.test/clips/a.m3u8', quality: 'HD', videoType: 'HLS' }] },
    });
    expect(item.genres).toBeUndefined();
  });
  it('gives a movie (15 minutes or more) its genre and long description', () => {
    const item = toRokuItem(video({ duration: shortFormLimit, description: 'Long one', categoryId: 1 }), '', 'news');
    expect(item.genres).toEqual(['news']);
    expect(item.longDescription).toBe('Long one');
  });
});

describe('buildFeed', () => {
  it('makes one category per playlist and splits short-form videos from movies', () => {
    const { feed, validation } = buildFeed(channel, seedCatalogue(), 'https://c.test', new Date('2026-11-20T00:00:00Z'));
    expect(feed).toMatchObject({ providerName: 'Test Provider', language: 'en', lastUpdated: '2026-11-20T00:00:00.000Z', categories: [{ name: 'Weekend picks', playlistName: 'Weekend picks', order: 'manual' }] });
    expect(feed.playlists[0]?.itemIds).toEqual(['11', '12', '13', '14']);
    expect([...feed.shortFormVideos, ...feed.movies].map((item) => item.id).sort()).toEqual(['11', '12', '13', '14']);
    expect(feed.shortFormVideos.every((item) => item.content.duration < shortFormLimit)).toBe(true);
    expect(validation).toEqual({ channelId: 9, itemCount: 4, issues: [], missingPlaylistIds: [], leftSincePublished: [] });
  });

  it('reports a playlist deleted from the library, which the feed can no longer carry', () => {
    const catalogue = seedCatalogue();
    const { feed, validation } = buildFeed({ ...channel, playlistIds: [2, 99] }, catalogue, '');
    expect(validation.missingPlaylistIds).toEqual([99]);
    expect(feed.categories.map((category) => category.name)).toEqual(['Weekend picks']);
  });

  it('leaves out and reports a video without a thumbnail, with the playlist that holds it', () => {
    const catalogue = seedCatalogue();
    catalogue.videos.find((one) => one.id === 12)!.thumbnail = '';
    const { feed, validation } = buildFeed(channel, catalogue, '');
    expect(validation.issues).toEqual([{ videoId: 12, title: catalogue.videos[11]!.title, problems: ['missingThumbnail'], playlists: ['Weekend picks'] }]);
    expect(feed.playlists[0]?.itemIds).toEqual(['11', '13', '14']);
  });

  it('adds the live videos of the brand in an "All videos" category, without reporting its drafts', () => {
    const catalogue = seedCatalogue();
    const { feed, validation } = buildFeed({ ...channel, library: 'brand' }, catalogue, '');
    const live = catalogue.videos.filter((one) => one.brandId === 2 && (one.status === 'published' || one.status === 'unlisted'));
    expect(feed.playlists.find((playlist) => playlist.name === libraryPlaylist)?.itemIds).toHaveLength(live.length);
    expect(validation.issues).toEqual([]);
  });

  it('builds a 10,000-video feed in well under 300 ms', () => {
    const catalogue = seedCatalogue({ scale: 10_000 });
    const started = performance.now();
    const { validation } = buildFeed({ ...channel, library: 'all' }, catalogue, '');
    expect(performance.now() - started).toBeLessThan(300);
    expect(validation.itemCount).toBeGreaterThan(6_000);
  });
});
