import type { RemoteModule } from '@console/contracts';
import { remoteMeta } from './remote-meta';

const requires = { action: 'read', subject: 'Distribution' } as const;

// The remote's own texts, one chunk per language, loaded with its first page.
const texts = {
  en: () => import(/* webpackChunkName: "distribution-texts-en" */ './i18n/en'),
  fr: () => import(/* webpackChunkName: "distribution-texts-fr" */ './i18n/fr'),
  ar: () => import(/* webpackChunkName: "distribution-texts-ar" */ './i18n/ar'),
};

/** The Distribution remote as the shell sees it. */
const distributionModule = {
  meta: remoteMeta,
  routes: [{ path: '', load: () => import('./pages/distribution-page'), requires }],
  texts: async (language) => (await texts[language]()).default,
} satisfies RemoteModule;

export default distributionModule;
