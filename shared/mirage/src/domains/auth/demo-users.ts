import type { LoginUser } from '@console/contracts';

/** Spec §6's two demo accounts: an administrator who manages all and a client who may read ACL and Auth. */
export const demoUsers: readonly LoginUser[] = [
  {
    id: 1,
    fullName: 'Nadia Okafor',
    username: 'nadia.okafor',
    password: 'admin',
    email: 'admin@demo.com',
    role: 'admin',
    ability: [{ action: 'manage', subject: 'all' }],
    avatar: '',
    extras: { eCommerceCartItemsCount: 0 },
  },
  {
    id: 2,
    fullName: 'Luca Ferreira',
    username: 'luca.ferreira',
    password: 'client',
    email: 'client@demo.com',
    role: 'client',
    ability: [
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ],
    avatar: '',
    extras: { eCommerceCartItemsCount: 0 },
  },
];
