import { remoteCatalogue, type RemoteModule } from '@console/contracts';

const { basePath } = remoteCatalogue.users;
const requires = { action: 'read', subject: 'User' } as const;

/** The users remote as the shell sees it. */
const usersModule = {
  id: 'users',
  basePath,
  routes: [
    { path: '', load: () => import('./pages/users-index-page'), requires },
    { path: 'list', load: () => import('./pages/users-list-page'), requires },
    { path: 'view/:id', load: () => import('./pages/user-view-page'), requires },
  ],
  // The entry points at the base path, so it stays marked on a user's own page too.
  nav: [{ label: 'Users', to: basePath, icon: 'users', order: 30, requires }],
} satisfies RemoteModule;

export default usersModule;
