import type { LanguageCode, PagePrefetch, RemoteModule, TextTree } from '@console/contracts';
import { remoteMeta } from './remote-meta';

const tasksPage = () => import('./pages/tasks-page');
const requires = { action: 'read', subject: 'Todo' } as const;
// The list the URL asks for starts loading beside the page's code (a chunk of its own, so this
// module, loaded before every todo page, stays small).
const prefetch = (context: PagePrefetch) => import('./api/tasks-query').then(({ prefetchTasks }) => prefetchTasks(context));

/** The remote's own texts, one chunk per language, loaded with its first page. */
const texts: Record<LanguageCode, () => Promise<{ default: TextTree }>> = {
  en: () => import(/* webpackChunkName: "todo-texts-en" */ './i18n/en'),
  fr: () => import(/* webpackChunkName: "todo-texts-fr" */ './i18n/fr'),
  ar: () => import(/* webpackChunkName: "todo-texts-ar" */ './i18n/ar'),
};

/** The to-do remote as the shell sees it. */
const todoModule = {
  meta: remoteMeta,
  routes: [
    { path: '', load: tasksPage, requires, prefetch },
    { path: ':filter', load: tasksPage, requires, prefetch },
    { path: 'tag/:tag', load: tasksPage, requires, prefetch },
  ],
  texts: async (language) => (await texts[language]()).default,
} satisfies RemoteModule;

export default todoModule;
