import type { LoginUser } from '@console/contracts';
// The log's store only (not the index): the wrapper reads domain-index, which loads this domain.
import { actionLogPeer, createActionLog, type ActionLog } from '../../action-log/action-log';
import type { MockDomain } from '../../mock-domain';
import type { SeedOptions } from '../../seed-options';
import { callerResolver } from '../content-pages/caller';
import type { BrandReferences } from '../media/brand-references';
import { seedCatalogue, type Catalogue } from '../media/catalogue';
import { lastIdsOf, takeId, withLastIds } from '../media/ids';
import type { PlaylistReferences } from '../media/playlist-routes';
import { actionRoutes } from './action-routes';
import { beaconRoutes } from './beacon-routes';
import { campaignRoutes } from './campaign-routes';
import { channelRoutes } from './channel-routes';
import { publisherRoutes } from './publisher-routes';
import { seedCampaigns, seedChannels, seedPublishers } from './seed';

export { buildFeed, feedProblemsOf } from './feed';
export { aggregateBeacons, seedBeacons } from './beacons';

export interface DistributionOptions extends SeedOptions {
  users?: LoginUser[];
  peer?<T>(name: string): T | undefined;
  /** Without the media domain (unit tests): this catalogue, else a seeded one. */
  catalogue?: Catalogue;
  now?: () => Date;
}

/**
 * The distribution product's API (/api/distribution/…, docs/api/distribution.md): publishers, Roku
 * channels and their feeds from the live media catalogue, search campaigns, beacon statistics and the
 * action log the core records.
 */
export function distributionDomain(options: DistributionOptions = {}): MockDomain {
  const own = options.catalogue ?? (options.peer?.<Catalogue>('media') ? undefined : seedCatalogue(options));
  // The live catalogue (the media domain changes its arrays in place), or this one without it.
  const catalogue = () => options.peer?.<Catalogue>('media') ?? (own as Catalogue);
  const log = options.peer?.<ActionLog>(actionLogPeer) ?? createActionLog();
  const now = options.now ?? (() => new Date());
  const publishers = seedPublishers();
  const channels = seedChannels();
  const campaigns = seedCampaigns();
  const lastIds = lastIdsOf({ publishers, channels, campaigns });
  const references: PlaylistReferences & BrandReferences = {
    channelsCarrying: (playlistId) => channels.filter((channel) => channel.playlistIds.includes(playlistId)).map((channel) => channel.name),
    brandUsers: (brandId) => ({
      publishers: publishers.filter((publisher) => publisher.brandIds.includes(brandId)).map((publisher) => publisher.name),
      channels: channels.filter((channel) => channel.brandId === brandId).map((channel) => channel.name),
      campaigns: campaigns.filter((campaign) => campaign.brandId === brandId).map((campaign) => campaign.name),
    }),
  };
  return {
    name: 'distribution',
    // The media domain asks before deleting a playlist or a brand.
    provides: references,
    // Version 2 keeps an id counter per list; data saved by version 1 counts on from its largest ids.
    persist: {
      version: 2,
      state: { publishers, channels, campaigns, lastIds },
      migrate: (saved, fromVersion) => (fromVersion === 1 ? withLastIds(saved, ['publishers', 'channels', 'campaigns']) : undefined),
    },
    routes(server) {
      publisherRoutes(server, publishers, () => takeId(lastIds, 'publishers'), now);
      channelRoutes(server, channels, catalogue, () => takeId(lastIds, 'channels'), now);
      campaignRoutes(server, campaigns, catalogue, () => takeId(lastIds, 'campaigns'), now);
      beaconRoutes(server, catalogue);
      actionRoutes(server, log, callerResolver(options.users));
    },
  };
}
