import type { RemoteModule } from '@console/contracts';
import { remoteMeta } from './remote-meta';

const read = (subject: string) => ({ action: 'read', subject }) as const;

// The remote's own texts, one chunk per language, loaded with its first page.
const texts = {
  en: () => import(/* webpackChunkName: "distribution-texts-en" */ './i18n/en'),
  fr: () => import(/* webpackChunkName: "distribution-texts-fr" */ './i18n/fr'),
  ar: () => import(/* webpackChunkName: "distribution-texts-ar" */ './i18n/ar'),
};

/** The Distribution remote as the shell sees it: each page needs reading its subject. */
const distributionModule = {
  meta: remoteMeta,
  routes: [
    { path: '', load: () => import('./pages/distribution-index-page'), requires: read('Auth') },
    { path: 'roku-channels', load: () => import('./pages/channels-page'), requires: read('RokuChannel') },
    { path: 'roku-channels/:id', load: () => import('./pages/channel-page'), requires: read('RokuChannel') },
    { path: 'campaigns', load: () => import('./pages/campaigns-page'), requires: read('SearchCampaign') },
    { path: 'campaigns/:id', load: () => import('./pages/campaign-page'), requires: read('SearchCampaign') },
    { path: 'beacons', load: () => import('./pages/beacons-page'), requires: read('BeaconStats') },
    { path: 'publishers', load: () => import('./pages/publishers-page'), requires: read('Publisher') },
    { path: 'actions/mine', load: () => import('./pages/my-actions-page'), requires: read('Auth') },
    { path: 'actions', load: () => import('./pages/all-actions-page'), requires: read('LogAction') },
  ],
  texts: async (language) => (await texts[language]()).default,
} satisfies RemoteModule;

export default distributionModule;
