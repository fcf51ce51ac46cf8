import type { RemoteMeta } from '@console/contracts';

// The CASL subject the mock and the abilities use (shared/auth, mirage domain-index).
const requires = { action: 'read', subject: 'Invoice' } as const;
const createRequires = { action: 'create', subject: 'Invoice' } as const;

/**
 * What the shell knows of this remote before loading it (written into mf-manifest.json by the
 * build): where it mounts, its menu entry and searchable pages, and their texts.
 */
export const remoteMeta = {
  id: 'invoices',
  basePath: '/apps/invoice',
  name: 'meta.menu',
  nav: [{ label: 'meta.menu', to: '/apps/invoice', icon: 'file-text', order: 500, requires }],
  pages: [
    { title: 'meta.list', to: '/apps/invoice/list', keywords: ['invoices', 'billing', 'payments', 'clients', 'balance'], requires },
    { title: 'meta.add', to: '/apps/invoice/add', keywords: ['new invoice', 'create invoice', 'bill'], requires: createRequires },
  ],
  // The spec's list call: q matches the client's name or email. The number tells one client's invoices apart.
  records: [
    {
      group: 'meta.menu',
      api: '/apps/invoice/invoices',
      params: { perPage: '4', includeAll: 'false' },
      list: 'invoices',
      title: 'client.name',
      detail: '#{id}',
      to: '/apps/invoice/preview/{id}',
      requires,
    },
  ],
  texts: {
    en: { meta: { menu: 'Invoices', list: 'Invoice List', add: 'Create Invoice' } },
    fr: { meta: { menu: 'Factures', list: 'Liste des factures', add: 'Créer une facture' } },
    ar: { meta: { menu: 'الفواتير', list: 'قائمة الفواتير', add: 'إنشاء فاتورة' } },
  },
} as const satisfies RemoteMeta;
