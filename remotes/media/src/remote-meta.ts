import type { RemoteMeta } from '@console/contracts';

const requires = { action: 'read', subject: 'Media' } as const;

/**
 * What the shell knows of this remote before loading it (written into mf-manifest.json by the
 * build): where it mounts, its menu entry and searchable pages, and their texts.
 */
export const remoteMeta = {
  id: 'media',
  basePath: '/media',
  nav: [{ label: 'meta.menu', to: '/media', icon: 'file-text', order: 500, requires }],
  pages: [{ title: 'meta.menu', to: '/media', keywords: ["media"], requires }],
  texts: {
    en: { meta: { menu: 'Media' } },
    fr: { meta: { menu: 'Media' } },
    ar: { meta: { menu: 'Media' } },
  },
} as const satisfies RemoteMeta;
