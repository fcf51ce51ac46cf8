import type { NavEntryMeta, Permission } from '@console/contracts';

/**
 * The shell's own pages, with the permission each needs (the same rules guard the routes): one
 * list for the menu and the navbar search, so they cannot disagree.
 */
export const shellPages: readonly (NavEntryMeta & { requires: Permission; keywords: readonly string[] })[] = [
  { label: 'menu.home', to: '/', icon: 'home', order: 0, keywords: ['home', 'dashboard', 'accueil'], requires: { action: 'read', subject: 'Dashboard' } },
  {
    label: 'menu.accessControl',
    to: '/access-control',
    icon: 'shield',
    order: 900,
    keywords: ['acl', 'permissions', 'roles'],
    requires: { action: 'read', subject: 'ACL' },
  },
];
