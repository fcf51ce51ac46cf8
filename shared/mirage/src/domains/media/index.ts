import type { MockDomain } from '../../mock-domain';
import type { SeedOptions } from '../../seed-options';
import { seedCatalogue } from './catalogue';
import { playlistRoutes } from './playlist-routes';
import { taxonomyRoutes } from './taxonomy-routes';
import { videoRoutes } from './video-routes';

export { seedCatalogue } from './catalogue';
export { testClipSource } from './seed';

/** The media product's own API (/api/media/…, docs/api/media.md), over in-memory arrays. */
export function mediaDomain(options: SeedOptions = {}): MockDomain {
  const data = seedCatalogue(options);
  const now = () => new Date().toISOString();
  return {
    name: 'media',
    // The distribution domain reads the live catalogue (feeds, campaigns, beacons).
    provides: data,
    persist: { version: 1, state: { videos: data.videos, brands: data.brands, categories: data.categories, playlists: data.playlists } },
    routes(server) {
      videoRoutes(server, data, now);
      taxonomyRoutes(server, data);
      playlistRoutes(server, data, now);
    },
  };
}
