import type { RemoteModule } from '@console/contracts';
import { remoteMeta } from './remote-meta';

const requires = { action: 'read', subject: 'User' } as const;

/** The users remote as the shell sees it. */
const usersModule = {
  meta: remoteMeta,
  routes: [
    { path: '', load: () => import('./pages/users-index-page'), requires },
    { path: 'list', load: () => import('./pages/users-list-page'), requires },
    { path: 'view/:id', load: () => import('./pages/user-view-page'), requires },
  ],
} satisfies RemoteModule;

export default usersModule;
