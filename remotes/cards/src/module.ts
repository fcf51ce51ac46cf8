import type { PagePrefetch, RemoteModule } from '@console/contracts';
import { cardsAccess, remoteMeta } from './remote-meta';

const requires = cardsAccess;
const dashboard = remoteMeta.mounts[0];
// A dashboard's cards ask for their data while its code loads (a chunk of its own: this module stays small).
const prefetch = (name: 'analytics' | 'ecommerce') => (context: PagePrefetch) =>
  import('./api/prefetch-cards').then(({ prefetchDashboard }) => prefetchDashboard(name, context));

// The remote's own texts, one chunk per language, loaded with its first page.
const texts = {
  en: () => import(/* webpackChunkName: "cards-texts-en" */ './i18n/en'),
  fr: () => import(/* webpackChunkName: "cards-texts-fr" */ './i18n/fr'),
  ar: () => import(/* webpackChunkName: "cards-texts-ar" */ './i18n/ar'),
};

/** The Cards remote as the shell sees it: two card galleries under /cards, two dashboards under /dashboard. */
const cardsModule = {
  meta: remoteMeta,
  routes: [
    { path: '', load: () => import('./pages/cards-index-page'), requires },
    { path: 'analytics', load: () => import('./pages/analytics-cards-page'), requires },
    { path: 'statistics', load: () => import('./pages/statistics-cards-page'), requires },
    { path: '', base: dashboard, load: () => import('./pages/dashboard-index-page'), requires },
    { path: 'analytics', base: dashboard, load: () => import('./pages/analytics-dashboard-page'), requires, prefetch: prefetch('analytics') },
    { path: 'ecommerce', base: dashboard, load: () => import('./pages/ecommerce-dashboard-page'), requires, prefetch: prefetch('ecommerce') },
  ],
  texts: async (language) => (await texts[language]()).default,
} satisfies RemoteModule;

export default cardsModule;
