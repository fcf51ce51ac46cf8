import type { RemoteModule } from '@console/contracts';
import { remoteMeta } from './remote-meta';

const requires = { action: 'read', subject: 'Shop' } as const;

// The remote's own texts, one chunk per language, loaded with its first page.
const texts = {
  en: () => import(/* webpackChunkName: "shop-texts-en" */ './i18n/en'),
  fr: () => import(/* webpackChunkName: "shop-texts-fr" */ './i18n/fr'),
  ar: () => import(/* webpackChunkName: "shop-texts-ar" */ './i18n/ar'),
};

/** The Shop remote as the shell sees it. */
const shopModule = {
  meta: remoteMeta,
  routes: [{ path: '', load: () => import('./pages/shop-page'), requires }],
  texts: async (language) => (await texts[language]()).default,
} satisfies RemoteModule;

export default shopModule;
