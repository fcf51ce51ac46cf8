import type { RemoteModule } from '@console/contracts';
import { pagesAccess, remoteMeta } from './remote-meta';

const { own, faq, pricing, blog, blogEdit } = pagesAccess;

// The remote's own texts, one chunk per language, loaded with its first page.
const texts = {
  en: () => import(/* webpackChunkName: "content-pages-texts-en" */ './i18n/en'),
  fr: () => import(/* webpackChunkName: "content-pages-texts-fr" */ './i18n/fr'),
  ar: () => import(/* webpackChunkName: "content-pages-texts-ar" */ './i18n/ar'),
};

const accountSettings = () => import('./pages/account-settings-page');
const knowledgeBase = () => import('./pages/knowledge-base-page');

/** The Content pages remote as the shell sees it: account settings, profile, FAQ, knowledge base, pricing and blog. */
const contentPagesModule = {
  meta: remoteMeta,
  routes: [
    { path: '', load: () => import('./pages/pages-index-page'), requires: own },
    { path: 'account-settings', load: accountSettings, requires: own },
    { path: 'account-settings/:tab', load: accountSettings, requires: own },
    { path: 'profile', load: () => import('./pages/profile-page'), requires: own },
    { path: 'faq', load: () => import('./pages/faq-page'), requires: faq },
    { path: 'knowledge-base', load: knowledgeBase, requires: faq },
    { path: 'knowledge-base/:category', load: () => import('./pages/knowledge-base-category-page'), requires: faq },
    { path: 'knowledge-base/:category/:question', load: () => import('./pages/knowledge-base-question-page'), requires: faq },
    { path: 'pricing', load: () => import('./pages/pricing-page'), requires: pricing },
    { path: 'blog', load: () => import('./pages/blog-index-page'), requires: blog },
    { path: 'blog/list', load: () => import('./pages/blog-list-page'), requires: blog },
    { path: 'blog/detail/:id', load: () => import('./pages/blog-detail-page'), requires: blog },
    { path: 'blog/edit/:id', load: () => import('./pages/blog-edit-page'), requires: blogEdit },
  ],
  texts: async (language) => (await texts[language]()).default,
} satisfies RemoteModule;

export default contentPagesModule;
