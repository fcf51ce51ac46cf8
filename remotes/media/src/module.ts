import type { RemoteModule } from '@console/contracts';
import { remoteMeta } from './remote-meta';

const requires = { action: 'read', subject: 'Media' } as const;

// The remote's own texts, one chunk per language, loaded with its first page.
const texts = {
  en: () => import(/* webpackChunkName: "media-texts-en" */ './i18n/en'),
  fr: () => import(/* webpackChunkName: "media-texts-fr" */ './i18n/fr'),
  ar: () => import(/* webpackChunkName: "media-texts-ar" */ './i18n/ar'),
};

/** The Media remote as the shell sees it. */
const mediaModule = {
  meta: remoteMeta,
  routes: [{ path: '', load: () => import('./pages/media-page'), requires }],
  texts: async (language) => (await texts[language]()).default,
} satisfies RemoteModule;

export default mediaModule;
