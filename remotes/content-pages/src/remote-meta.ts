import type { RemoteMeta } from '@console/contracts';

// Everyone signed in may read Auth (spec §6): their own account settings and profile are theirs.
// The other pages need the subject the mock guards their calls with (shared/mirage/src/domain-index.ts).
export const pagesAccess = {
  own: { action: 'read', subject: 'Auth' },
  faq: { action: 'read', subject: 'Faq' },
  pricing: { action: 'read', subject: 'Pricing' },
  blog: { action: 'read', subject: 'Blog' },
  blogEdit: { action: 'update', subject: 'Blog' },
} as const;
const { own, faq, pricing, blog } = pagesAccess;

/**
 * What the shell knows of this remote before loading it (written into mf-manifest.json by the
 * build): where it mounts, its menu entries and searchable pages, and their texts.
 */
export const remoteMeta = {
  id: 'content-pages',
  basePath: '/pages',
  name: 'meta.name',
  // After the console's Access Control (900): a user lands on their first menu entry, and a
  // client (read ACL and Auth, spec §6) still lands on Access Control, not on these pages.
  nav: [
    { label: 'meta.accountSettings', to: '/pages/account-settings/general', icon: 'shield', order: 950, requires: own },
    { label: 'meta.profile', to: '/pages/profile', icon: 'users', order: 951, requires: own },
    { label: 'meta.faq', to: '/pages/faq', icon: 'message-circle', order: 952, requires: faq },
    { label: 'meta.knowledgeBase', to: '/pages/knowledge-base', icon: 'book', order: 953, requires: faq },
    { label: 'meta.pricing', to: '/pages/pricing', icon: 'credit-card', order: 954, requires: pricing },
    { label: 'meta.blog', to: '/pages/blog/list', icon: 'file-text', order: 955, requires: blog },
  ],
  pages: [
    { title: 'meta.accountSettings', to: '/pages/account-settings/general', keywords: ['account', 'settings', 'password', 'avatar', 'notifications', 'compte', 'paramètres', 'mot de passe', 'الحساب', 'الإعدادات', 'كلمة المرور'], requires: own },
    { title: 'meta.profile', to: '/pages/profile', keywords: ['profile', 'posts', 'feed', 'poll', 'profil', 'publications', 'sondage', 'الملف الشخصي', 'منشورات'], requires: own },
    { title: 'meta.faq', to: '/pages/faq', keywords: ['faq', 'help', 'questions', 'aide', 'questions fréquentes', 'الأسئلة الشائعة', 'مساعدة'], requires: faq },
    { title: 'meta.knowledgeBase', to: '/pages/knowledge-base', keywords: ['knowledge base', 'articles', 'help centre', 'base de connaissances', 'قاعدة المعرفة', 'مقالات'], requires: faq },
    { title: 'meta.pricing', to: '/pages/pricing', keywords: ['pricing', 'plans', 'billing', 'subscription', 'tarifs', 'formules', 'abonnement', 'الأسعار', 'الخطط', 'الاشتراك'], requires: pricing },
    { title: 'meta.blog', to: '/pages/blog/list', keywords: ['blog', 'posts', 'articles', 'news', 'billets', 'actualités', 'المدونة', 'مقالات'], requires: blog },
  ],
  texts: {
    en: { meta: { name: 'Content pages', accountSettings: 'Account settings', profile: 'Profile', faq: 'FAQ', knowledgeBase: 'Knowledge base', pricing: 'Pricing', blog: 'Blog' } },
    fr: { meta: { name: 'Pages de contenu', accountSettings: 'Paramètres du compte', profile: 'Profil', faq: 'Questions fréquentes', knowledgeBase: 'Base de connaissances', pricing: 'Tarifs', blog: 'Blogue' } },
    ar: { meta: { name: 'صفحات المحتوى', accountSettings: 'إعدادات الحساب', profile: 'الملف الشخصي', faq: 'الأسئلة الشائعة', knowledgeBase: 'قاعدة المعرفة', pricing: 'الأسعار', blog: 'المدونة' } },
  },
} as const satisfies RemoteMeta;
