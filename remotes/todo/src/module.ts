import type { RemoteModule } from '@console/contracts';
import { remoteMeta } from './remote-meta';

const tasksPage = () => import('./pages/tasks-page');
const requires = { action: 'read', subject: 'Todo' } as const;

/** The to-do remote as the shell sees it. */
const todoModule = {
  meta: remoteMeta,
  routes: [
    { path: '', load: tasksPage, requires },
    { path: ':filter', load: tasksPage, requires },
    { path: 'tag/:tag', load: tasksPage, requires },
  ],
} satisfies RemoteModule;

export default todoModule;
