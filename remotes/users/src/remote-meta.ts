import type { RemoteMeta } from '@console/contracts';

const requires = { action: 'read', subject: 'User' } as const;

/**
 * What the shell knows of this remote before loading it (written into mf-manifest.json by the
 * build). The menu entry points at the base path, so it stays marked on a user's own page too.
 */
export const remoteMeta = {
  id: 'users',
  basePath: '/apps/user',
  name: 'meta.menu',
  nav: [{ label: 'meta.menu', to: '/apps/user', icon: 'users', order: 30, requires }],
  pages: [{ title: 'meta.list', to: '/apps/user/list', keywords: ['users', 'people', 'accounts', 'members'], requires }],
  // The navbar search finds users by name (the list's own search), each leading to their page.
  records: [
    { group: 'meta.menu', api: '/api/users/list/data', params: { perPage: '4' }, list: 'users', title: 'fullName', detail: 'email', to: '/apps/user/view/{id}', requires },
  ],
  texts: {
    en: { meta: { menu: 'Users', list: 'User List' } },
    fr: { meta: { menu: 'Utilisateurs', list: 'Liste des utilisateurs' } },
    ar: { meta: { menu: 'المستخدمون', list: 'قائمة المستخدمين' } },
  },
} as const satisfies RemoteMeta;
