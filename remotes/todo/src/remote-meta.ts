import type { RemoteMeta } from '@console/contracts';

const requires = { action: 'read', subject: 'Todo' } as const;

/**
 * What the shell knows of this remote before loading it (written into mf-manifest.json by the
 * build): where it mounts, its menu entry and searchable page, and their texts.
 */
export const remoteMeta = {
  id: 'todo',
  basePath: '/apps/todo',
  nav: [{ label: 'meta.menu', to: '/apps/todo', icon: 'check-square', order: 20, requires }],
  pages: [{ title: 'meta.menu', to: '/apps/todo', keywords: ['todo', 'tasks', 'to-do'], requires }],
  texts: {
    en: { meta: { menu: 'Todo' } },
    fr: { meta: { menu: 'Tâches' } },
    ar: { meta: { menu: 'المهام' } },
  },
} as const satisfies RemoteMeta;
