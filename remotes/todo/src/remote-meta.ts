import type { RemoteMeta } from '@console/contracts';

const requires = { action: 'read', subject: 'Todo' } as const;

/**
 * What the shell knows of this remote before loading it (written into mf-manifest.json by the
 * build): where it mounts, its menu entry and searchable page, and their texts.
 */
export const remoteMeta = {
  id: 'todo',
  basePath: '/apps/todo',
  name: 'meta.menu',
  nav: [{ label: 'meta.menu', to: '/apps/todo', icon: 'check-square', order: 20, requires }],
  pages: [{ title: 'meta.menu', to: '/apps/todo', keywords: ['todo', 'tasks', 'to-do'], requires }],
  // The navbar search finds tasks by title (the list's own search), each opening in the editor
  // (use-linked-task.ts); the answer is the list itself, and a task names its assignee.
  records: [{ group: 'meta.tasks', api: '/apps/todo/tasks', title: 'title', detail: 'assignee.fullName', to: '/apps/todo?task={id}', requires }],
  texts: {
    en: { meta: { menu: 'Todo', tasks: 'Tasks' } },
    fr: { meta: { menu: 'Tâches', tasks: 'Tâches' } },
    ar: { meta: { menu: 'المهام', tasks: 'المهام' } },
  },
} as const satisfies RemoteMeta;
