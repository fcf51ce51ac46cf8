import type { RemoteMeta } from '@console/contracts';

const read = (subject: string) => ({ action: 'read', subject }) as const;

/**
 * What the shell knows of this remote before loading it (written into mf-manifest.json by the
 * build): one menu entry per product area, each shown to whoever may read it. "My actions" needs
 * only a session (everyone may read Auth); "All actions" needs LogAction (administrators).
 */
export const remoteMeta = {
  id: 'distribution',
  basePath: '/distribution',
  name: 'meta.name',
  nav: [
    { label: 'meta.channels', to: '/distribution/roku-channels', icon: 'radio', order: 520, requires: read('RokuChannel') },
    { label: 'meta.campaigns', to: '/distribution/campaigns', icon: 'heart', order: 521, requires: read('SearchCampaign') },
    { label: 'meta.beacons', to: '/distribution/beacons', icon: 'bar-chart', order: 522, requires: read('BeaconStats') },
    { label: 'meta.publishers', to: '/distribution/publishers', icon: 'users', order: 523, requires: read('Publisher') },
    // With the personal pages (account settings 950, profile 951), after Access Control (900): a
    // client, who may read only ACL and Auth, still lands on Access Control (spec §6).
    { label: 'meta.myActions', to: '/distribution/actions/mine', icon: 'file-text', order: 956, requires: read('Auth') },
    { label: 'meta.allActions', to: '/distribution/actions', icon: 'shield', order: 525, requires: read('LogAction') },
  ],
  pages: [
    { title: 'meta.channels', to: '/distribution/roku-channels', keywords: ['roku', 'channels', 'feed', 'direct publisher', 'ott'], requires: read('RokuChannel') },
    { title: 'meta.campaigns', to: '/distribution/campaigns', keywords: ['search', 'campaigns', 'keywords', 'promote', 'budget'], requires: read('SearchCampaign') },
    { title: 'meta.beacons', to: '/distribution/beacons', keywords: ['beacons', 'statistics', 'vast', 'analytics', 'funnel'], requires: read('BeaconStats') },
    { title: 'meta.publishers', to: '/distribution/publishers', keywords: ['publishers', 'partners', 'sdk key', 'revenue share'], requires: read('Publisher') },
    { title: 'meta.myActions', to: '/distribution/actions/mine', keywords: ['my actions', 'history', 'log'], requires: read('Auth') },
    { title: 'meta.allActions', to: '/distribution/actions', keywords: ['audit', 'log', 'actions', 'who changed'], requires: read('LogAction') },
  ],
  // The navbar search finds Roku channels by name (with their provider) and campaigns by name or
  // keyword, each leading to its page; publishers by name or domain, for whoever may edit them,
  // opening the list with the publisher's edit panel (`?edit=`). Each answer is the list itself.
  records: [
    { group: 'meta.channels', api: '/api/distribution/roku-channels', title: 'name', detail: 'providerName', to: '/distribution/roku-channels/{id}', requires: read('RokuChannel') },
    { group: 'meta.campaigns', api: '/api/distribution/campaigns', title: 'name', to: '/distribution/campaigns/{id}', requires: read('SearchCampaign') },
    { group: 'meta.publishers', api: '/api/distribution/publishers', title: 'name', detail: 'contactEmail', to: '/distribution/publishers?edit={id}', requires: { action: 'update', subject: 'Publisher' } },
  ],
  texts: {
    en: { meta: { name: 'Distribution', channels: 'Roku channels', campaigns: 'Search campaigns', beacons: 'Beacon statistics', publishers: 'Publishers', myActions: 'My actions', allActions: 'All actions' } },
    fr: { meta: { name: 'Diffusion', channels: 'Chaînes Roku', campaigns: 'Campagnes de recherche', beacons: 'Statistiques des balises', publishers: 'Éditeurs', myActions: 'Mes actions', allActions: 'Toutes les actions' } },
    ar: { meta: { name: 'التوزيع', channels: 'قنوات Roku', campaigns: 'حملات البحث', beacons: 'إحصاءات الإشارات', publishers: 'الناشرون', myActions: 'إجراءاتي', allActions: 'كل الإجراءات' } },
  },
} as const satisfies RemoteMeta;
