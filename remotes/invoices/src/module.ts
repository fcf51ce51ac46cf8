import type { RemoteModule } from '@console/contracts';
import { remoteMeta } from './remote-meta';

const requires = { action: 'read', subject: 'Invoices' } as const;

// The remote's own texts, one chunk per language, loaded with its first page.
const texts = {
  en: () => import(/* webpackChunkName: "invoices-texts-en" */ './i18n/en'),
  fr: () => import(/* webpackChunkName: "invoices-texts-fr" */ './i18n/fr'),
  ar: () => import(/* webpackChunkName: "invoices-texts-ar" */ './i18n/ar'),
};

/** The Invoices remote as the shell sees it. */
const invoicesModule = {
  meta: remoteMeta,
  routes: [{ path: '', load: () => import('./pages/invoices-page'), requires }],
  texts: async (language) => (await texts[language]()).default,
} satisfies RemoteModule;

export default invoicesModule;
