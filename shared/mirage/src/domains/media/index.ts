import type { MockDomain } from '../../mock-domain';
import type { SeedOptions } from '../../seed-options';
import { seedCatalogue } from './catalogue';
import { playlistRoutes, type PlaylistReferences } from './playlist-routes';
import { taxonomyRoutes } from './taxonomy-routes';
import { videoRoutes } from './video-routes';

export { seedCatalogue } from './catalogue';
export { testClipSource } from './seed';
export type { PlaylistReferences } from './playlist-routes';

export interface MediaOptions extends SeedOptions {
  /** Other domains' data (domain-index `referencedBy`): the distribution domain's channels carry playlists. */
  peer?<T>(name: string): T | undefined;
}

/** The media product's own API (/api/media/…, docs/api/media.md), over in-memory arrays. */
export function mediaDomain(options: MediaOptions = {}): MockDomain {
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
      // Asked at the delete: the distribution domain loads after this one (the gate loads it for a DELETE).
      playlistRoutes(server, data, now, () => options.peer?.<PlaylistReferences>('distribution'));
    },
  };
}
