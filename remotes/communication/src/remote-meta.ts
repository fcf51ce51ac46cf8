import type { RemoteMeta } from '@console/contracts';

const requires = { action: 'read', subject: 'Communication' } as const;

/**
 * What the shell knows of this remote before loading it (written into mf-manifest.json by the
 * build): where it mounts, its menu entry and searchable pages, and their texts.
 */
export const remoteMeta = {
  id: 'communication',
  basePath: '/apps/email',
  nav: [{ label: 'meta.menu', to: '/apps/email', icon: 'file-text', order: 500, requires }],
  pages: [{ title: 'meta.menu', to: '/apps/email', keywords: ["communication"], requires }],
  texts: {
    en: { meta: { menu: 'Communication' } },
    fr: { meta: { menu: 'Communication' } },
    ar: { meta: { menu: 'Communication' } },
  },
} as const satisfies RemoteMeta;
