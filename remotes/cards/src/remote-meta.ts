import type { RemoteMeta } from '@console/contracts';

/** The mock guards /card/ with the Dashboard subject (shared/mirage/src/domain-index.ts), as the shell guards its home page. */
export const cardsAccess = { action: 'read', subject: 'Dashboard' } as const;
const requires = cardsAccess;

/**
 * What the shell knows of this remote before loading it (written into mf-manifest.json by the
 * build): the card galleries under /cards, the dashboards under /dashboard (the console's home
 * page for whoever may read them), the menu entries and searchable pages, and their texts.
 */
export const remoteMeta = {
  id: 'cards',
  basePath: '/cards',
  name: 'meta.name',
  mounts: ['/dashboard'],
  home: { to: '/dashboard/analytics', requires },
  nav: [
    { label: 'meta.analyticsDashboard', to: '/dashboard/analytics', icon: 'home', order: 1, requires },
    { label: 'meta.ecommerceDashboard', to: '/dashboard/ecommerce', icon: 'shopping-cart', order: 2, requires },
    { label: 'meta.analyticsCards', to: '/cards/analytics', icon: 'bar-chart', order: 600, requires },
    { label: 'meta.statisticsCards', to: '/cards/statistics', icon: 'bar-chart', order: 601, requires },
  ],
  pages: [
    {
      title: 'meta.analyticsDashboard',
      to: '/dashboard/analytics',
      keywords: ['dashboard', 'analytics', 'audience', 'sessions', 'devices', 'tableau de bord', 'audience', 'لوحة التحكم', 'تحليلات'],
      requires,
    },
    {
      title: 'meta.ecommerceDashboard',
      to: '/dashboard/ecommerce',
      keywords: ['dashboard', 'ecommerce', 'revenue', 'sales', 'orders', 'profit', 'tableau de bord', 'ventes', 'revenus', 'لوحة التحكم', 'مبيعات', 'إيرادات'],
      requires,
    },
    { title: 'meta.analyticsCards', to: '/cards/analytics', keywords: ['cards', 'charts', 'analytics', 'cartes', 'graphiques', 'بطاقات', 'رسوم بيانية'], requires },
    { title: 'meta.statisticsCards', to: '/cards/statistics', keywords: ['cards', 'statistics', 'figures', 'cartes', 'statistiques', 'بطاقات', 'إحصائيات'], requires },
  ],
  texts: {
    en: { meta: { name: 'Dashboards and cards', analyticsDashboard: 'Analytics dashboard', ecommerceDashboard: 'eCommerce dashboard', analyticsCards: 'Analytics cards', statisticsCards: 'Statistics cards' } },
    fr: { meta: { name: 'Tableaux de bord et cartes', analyticsDashboard: 'Tableau de bord analytique', ecommerceDashboard: 'Tableau de bord e-commerce', analyticsCards: 'Cartes analytiques', statisticsCards: 'Cartes statistiques' } },
    ar: { meta: { name: 'لوحات المعلومات والبطاقات', analyticsDashboard: 'لوحة التحليلات', ecommerceDashboard: 'لوحة التجارة الإلكترونية', analyticsCards: 'بطاقات التحليلات', statisticsCards: 'بطاقات الإحصائيات' } },
  },
} as const satisfies RemoteMeta;
