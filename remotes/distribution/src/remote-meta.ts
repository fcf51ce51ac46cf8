import type { RemoteMeta } from '@console/contracts';

const requires = { action: 'read', subject: 'Distribution' } as const;

/**
 * What the shell knows of this remote before loading it (written into mf-manifest.json by the
 * build): where it mounts, its menu entry and searchable pages, and their texts.
 */
export const remoteMeta = {
  id: 'distribution',
  basePath: '/distribution',
  nav: [{ label: 'meta.menu', to: '/distribution', icon: 'file-text', order: 500, requires }],
  pages: [{ title: 'meta.menu', to: '/distribution', keywords: ["distribution"], requires }],
  texts: {
    en: { meta: { menu: 'Distribution' } },
    fr: { meta: { menu: 'Distribution' } },
    ar: { meta: { menu: 'Distribution' } },
  },
} as const satisfies RemoteMeta;
