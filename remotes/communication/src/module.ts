import type { RemoteModule } from '@console/contracts';
import { remoteMeta } from './remote-meta';

const requires = { action: 'read', subject: 'Communication' } as const;

// The remote's own texts, one chunk per language, loaded with its first page.
const texts = {
  en: () => import(/* webpackChunkName: "communication-texts-en" */ './i18n/en'),
  fr: () => import(/* webpackChunkName: "communication-texts-fr" */ './i18n/fr'),
  ar: () => import(/* webpackChunkName: "communication-texts-ar" */ './i18n/ar'),
};

/** The Communication remote as the shell sees it. */
const communicationModule = {
  meta: remoteMeta,
  routes: [{ path: '', load: () => import('./pages/communication-page'), requires }],
  texts: async (language) => (await texts[language]()).default,
} satisfies RemoteModule;

export default communicationModule;
