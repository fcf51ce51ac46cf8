import type { PlaylistRow, RokuChannel, SearchCampaign } from '@console/contracts';
import { mockApi } from '../test-kit';
import { mediaAndDistribution } from './media-and-distribution';

// The navbar search's calls: a name's part, in any case; without `q`, every record as before.
const { call } = mockApi(mediaAndDistribution);
const names = async (url: string) => ((await call<{ name: string }[]>('GET', url)).body).map((record) => record.name);

it('lists the playlists whose name holds q', async () => {
  expect(await names('/api/media/playlists?q=PICKS')).toEqual(['Weekend picks']);
  expect(await names('/api/media/playlists?q=%20')).toEqual(await names('/api/media/playlists'));
  expect((await call<PlaylistRow[]>('GET', '/api/media/playlists?q=nothing-like-it')).body).toEqual([]);
});

it('lists the Roku channels whose name holds q', async () => {
  expect(await names('/api/distribution/roku-channels?q=weekend')).toEqual(['Cedar Weekend']);
  expect((await call<RokuChannel[]>('GET', '/api/distribution/roku-channels')).body.length).toBeGreaterThan(1);
});

it('still finds search campaigns by name or keyword, in any case', async () => {
  expect(await names('/api/distribution/campaigns?q=Autumn')).toEqual(['Autumn football']);
  expect((await call<SearchCampaign[]>('GET', '/api/distribution/campaigns?q=PREMIERE')).body.map((campaign) => campaign.name)).toContain('Northlight premieres');
});

it('lists the brands and categories whose name or slug holds q', async () => {
  expect(await names('/api/media/brands?q=SUMMIT')).toEqual(['Summit Sports']);
  expect(await names('/api/media/brands?q=atlantico')).toEqual(['Atlântico TV']);
  expect(await names('/api/media/categories?q=football')).toEqual(['Football']);
  expect((await names('/api/media/categories')).length).toBeGreaterThan(5);
});

it('lists the publishers whose name or a domain holds q', async () => {
  expect(await names('/api/distribution/publishers?q=arcade')).toEqual(['Pixel Arcade']);
  expect(await names('/api/distribution/publishers?q=NEWS.HARBOR')).toEqual(['Harbor Media Group']);
  expect(await names('/api/distribution/publishers?q=nothing-like-it')).toEqual([]);
});
