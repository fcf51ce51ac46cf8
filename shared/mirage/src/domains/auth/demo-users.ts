import type { LoginUser } from '@console/contracts';

// Not what the API answers: every answer that carries a user fills in the cart's item count at
// that moment (one cart for the demo, shared by every account: cart-count.ts). Kept for the shape.
const storedCartCount = 0;

/**
 * Spec §6's two demo accounts (an administrator who manages all, a client who may read ACL and
 * Auth) and the media product's editor, who manages videos and playlists and only reads brands
 * and categories.
 */
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
    extras: { eCommerceCartItemsCount: storedCartCount },
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
    extras: { eCommerceCartItemsCount: storedCartCount },
  },
  {
    id: 3,
    fullName: 'Amira Haddad',
    username: 'amira.haddad',
    password: 'editor',
    email: 'editor@demo.com',
    role: 'editor',
    ability: [
      { action: 'manage', subject: 'Video' },
      { action: 'manage', subject: 'Playlist' },
      { action: 'read', subject: 'Brand' },
      { action: 'read', subject: 'Category' },
      { action: 'read', subject: 'Auth' },
    ],
    avatar: '',
    extras: { eCommerceCartItemsCount: storedCartCount },
  },
];
