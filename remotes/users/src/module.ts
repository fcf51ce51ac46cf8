import type { RemoteModule } from '@console/contracts';
import { remoteMeta } from './remote-meta';

const requires = { action: 'read', subject: 'User' } as const;

// The pages' own texts, one chunk per language, loaded with the first page.
const texts = {
  en: () => import(/* webpackChunkName: "users-texts-en" */ './i18n/en'),
  fr: () => import(/* webpackChunkName: "users-texts-fr" */ './i18n/fr'),
  ar: () => import(/* webpackChunkName: "users-texts-ar" */ './i18n/ar'),
};

/** The users remote as the shell sees it. */
const usersModule = {
  meta: remoteMeta,
  routes: [
    { path: '', load: () => import('./pages/users-index-page'), requires },
    { path: 'list', load: () => import('./pages/users-list-page'), requires },
    { path: 'view/:id', load: () => import('./pages/user-view-page'), requires },
  ],
  texts: async (language) => (await texts[language]()).default,
} satisfies RemoteModule;

export default usersModule;
