import type { RemoteMeta } from '@console/contracts';

const requires = { action: 'read', subject: 'Shop' } as const;

/**
 * What the shell knows of this remote before loading it (written into mf-manifest.json by the
 * build): where it mounts, its menu entry and searchable pages, and their texts.
 */
export const remoteMeta = {
  id: 'shop',
  basePath: '/apps/ecommerce',
  nav: [{ label: 'meta.menu', to: '/apps/ecommerce', icon: 'file-text', order: 500, requires }],
  pages: [{ title: 'meta.menu', to: '/apps/ecommerce', keywords: ["shop"], requires }],
  texts: {
    en: { meta: { menu: 'Shop' } },
    fr: { meta: { menu: 'Shop' } },
    ar: { meta: { menu: 'Shop' } },
  },
} as const satisfies RemoteMeta;
