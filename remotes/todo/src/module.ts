import { remoteCatalogue, type RemoteModule } from '@console/contracts';

const { basePath } = remoteCatalogue.todo;
const tasksPage = () => import('./pages/tasks-page');
const requires = { action: 'read', subject: 'Todo' } as const;

/** The to-do remote as the shell sees it. */
const todoModule = {
  id: 'todo',
  basePath,
  routes: [
    { path: '', load: tasksPage, requires },
    { path: ':filter', load: tasksPage, requires },
    { path: 'tag/:tag', load: tasksPage, requires },
  ],
  nav: [{ label: 'Todo', to: basePath, icon: 'check-square', order: 20, requires }],
} satisfies RemoteModule;

export default todoModule;
