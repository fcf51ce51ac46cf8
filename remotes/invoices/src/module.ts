import type { RemoteModule } from '@console/contracts';
import { remoteMeta } from './remote-meta';

// The CASL subject the mock and the abilities use (shared/auth).
const read = { action: 'read', subject: 'Invoice' } as const;
const create = { action: 'create', subject: 'Invoice' } as const;
const update = { action: 'update', subject: 'Invoice' } as const;

// The remote's own texts, one chunk per language, loaded with its first page.
const texts = {
  en: () => import(/* webpackChunkName: "invoices-texts-en" */ './i18n/en'),
  fr: () => import(/* webpackChunkName: "invoices-texts-fr" */ './i18n/fr'),
  ar: () => import(/* webpackChunkName: "invoices-texts-ar" */ './i18n/ar'),
};

/** The Invoices remote as the shell sees it. */
const invoicesModule = {
  meta: remoteMeta,
  routes: [
    { path: '', load: () => import('./pages/invoices-index-page'), requires: read },
    { path: 'list', load: () => import('./pages/invoices-list-page'), requires: read },
    { path: 'preview/:id', load: () => import('./pages/invoice-preview-page'), requires: read },
    { path: 'print/:id', load: () => import('./pages/invoice-print-page'), requires: read },
    { path: 'add', load: () => import('./pages/invoice-add-page'), requires: create },
    { path: 'edit/:id', load: () => import('./pages/invoice-edit-page'), requires: update },
  ],
  texts: async (language) => (await texts[language]()).default,
} satisfies RemoteModule;

export default invoicesModule;
