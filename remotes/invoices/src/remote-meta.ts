import type { RemoteMeta } from '@console/contracts';

const requires = { action: 'read', subject: 'Invoices' } as const;

/**
 * What the shell knows of this remote before loading it (written into mf-manifest.json by the
 * build): where it mounts, its menu entry and searchable pages, and their texts.
 */
export const remoteMeta = {
  id: 'invoices',
  basePath: '/apps/invoice',
  nav: [{ label: 'meta.menu', to: '/apps/invoice', icon: 'file-text', order: 500, requires }],
  pages: [{ title: 'meta.menu', to: '/apps/invoice', keywords: ["invoices"], requires }],
  texts: {
    en: { meta: { menu: 'Invoices' } },
    fr: { meta: { menu: 'Invoices' } },
    ar: { meta: { menu: 'Invoices' } },
  },
} as const satisfies RemoteMeta;
