import { userPlans, userRoles, userStatuses, type User } from '@console/contracts/src/users';
import { seedAvatarCount, seedAvatarPath } from '../seed-avatars';
import { seededRandom } from '../../seeded-random';
import { userSeedRows } from './seed-rows';

/**
 * The default users (list order = id order), or exactly `scale` users: the default ones first (the
 * to-do list's assignees and the demo accounts' colleagues are people of the directory at any
 * scale), then generated ones. Same data on every start.
 */
export function seedUsers(scale?: number): User[] {
  if (scale === undefined) return defaultUsers();
  const defaults = defaultUsers().slice(0, scale);
  return [...defaults, ...generateUsers(scale - defaults.length, defaults.length + 1)];
}

function defaultUsers(): User[] {
  return userSeedRows.map(([fullName, username, company, domain, country, contact, role, currentPlan, status, avatar], index) => ({
    id: index + 1,
    fullName,
    company,
    role,
    username,
    country,
    contact,
    email: `${username}@${domain}`,
    currentPlan,
    status,
    avatar: seedAvatarPath(avatar),
  }));
}

const firstNames = ['Ana', 'Ben', 'Carla', 'Dev', 'Elif', 'Finn', 'Gia', 'Hugo', 'Ines', 'Jon', 'Kira', 'Leo', 'Mira', 'Nils', 'Olga', 'Pau', 'Rosa', 'Sami', 'Tara', 'Yusuf'];
const lastNames = ['Abara', 'Berg', 'Costa', 'Dubois', 'Eriksen', 'Fischer', 'Garcia', 'Horvat', 'Ito', 'Jansen', 'Kowal', 'Lopez', 'Meyer', 'Novak', 'Okoro', 'Patel', 'Quinn', 'Silva', 'Tan', 'Varga'];
// [company, email domain, country, dialling prefix]
const companies: readonly (readonly [string, string, string, string])[] = [
  ['Northlight Studios', 'northlight.studio', 'Sweden', '+46'],
  ['Cedar Broadcast Group', 'cedarbroadcast.tv', 'Jordan', '+962'],
  ['Lumière Streaming', 'lumiere-stream.fr', 'France', '+33'],
  ['Monsoon Pictures', 'monsoonpictures.in', 'India', '+91'],
  ['Kumo Animation', 'kumo-anim.jp', 'Japan', '+81'],
  ['Atlântico TV', 'atlanticotv.com.br', 'Brazil', '+55'],
  ['Summit Sports Network', 'summitsports.tv', 'United States', '+1'],
  ['Greenwich Podcast Studio', 'greenwichpods.co.uk', 'United Kingdom', '+44'],
  ['Rheinwelle Radio', 'rheinwelle.de', 'Germany', '+49'],
  ['Outback Originals', 'outbackoriginals.com.au', 'Australia', '+61'],
];

function generateUsers(count: number, firstId: number): User[] {
  const random = seededRandom('users');
  return Array.from({ length: count }, (_, index) => {
    const id = firstId + index;
    const first = random.pick(firstNames);
    const last = random.pick(lastNames);
    const [company, domain, country, prefix] = random.pick(companies);
    // The id suffix keeps usernames and emails unique at any scale.
    const username = `${first}.${last}${id}`.toLowerCase();
    return {
      id,
      fullName: `${first} ${last}`,
      company,
      role: random.pick(userRoles),
      username,
      country,
      contact: `${prefix} 555 ${String(random.int(0, 9999)).padStart(4, '0')}`,
      email: `${username}@${domain}`,
      currentPlan: random.pick(userPlans),
      status: random.pick(userStatuses),
      avatar: random.next() < 0.3 ? '' : seedAvatarPath(random.int(1, seedAvatarCount)),
    };
  });
}
