import type { MockDomain } from '../../mock-domain';
import type { SeedOptions } from '../../seed-options';
import type { BrandReferences } from './brand-references';
import { catalogueLists, seedCatalogue } from './catalogue';
import { withLastIds } from './ids';
import { playlistRoutes, type PlaylistReferences } from './playlist-routes';
import { taxonomyRoutes } from './taxonomy-routes';
import { videoRoutes } from './video-routes';

export { seedCatalogue } from './catalogue';
export { testClipSource } from './seed';
export type { PlaylistReferences } from './playlist-routes';
export type { BrandReferences, BrandUsers } from './brand-references';

export interface MediaOptions extends SeedOptions {
  /** Other domains' data (domain-index `referencedBy`): the distribution domain's channels carry playlists and use brands. */
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
    // Version 2 keeps an id counter per list; data saved by version 1 counts on from its largest ids.
    persist: {
      version: 2,
      state: { videos: data.videos, brands: data.brands, categories: data.categories, playlists: data.playlists, lastIds: data.lastIds },
      migrate: (saved, fromVersion) => (fromVersion === 1 ? withLastIds(saved, catalogueLists) : undefined),
    },
    routes(server) {
      videoRoutes(server, data, now);
      // Asked at the delete: the distribution domain loads after this one (the gate loads it for a DELETE).
      taxonomyRoutes(server, data, () => options.peer?.<BrandReferences>('distribution'));
      playlistRoutes(server, data, now, () => options.peer?.<PlaylistReferences>('distribution'));
    },
  };
}
