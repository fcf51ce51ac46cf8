import type { NewUser } from '@console/contracts';

/** A user to add in tests (the users domain's own and the action log's): valid, and in no seed. */
export const newUser: NewUser = {
  fullName: 'Rina Sato',
  company: 'Kumo Animation',
  role: 'author',
  username: 'rsato',
  country: 'Japan',
  contact: '+81 3 5555 0199',
  email: 'rsato@kumo-anim.jp',
  currentPlan: 'team',
  status: 'pending',
};
