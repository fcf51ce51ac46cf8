import { buildAbility, parseRules } from './ability';

const roles = {
  admin: [{ action: 'manage', subject: 'all' }],
  client: [
    { action: 'read', subject: 'ACL' },
    { action: 'read', subject: 'Auth' },
  ],
  signedOut: [{ action: 'read', subject: 'Auth' }],
} as const;

// role × action × subject → allowed (spec §6).
const table: [keyof typeof roles, string, string, boolean][] = [
  ['admin', 'read', 'Todo', true],
  ['admin', 'delete', 'User', true],
  ['admin', 'manage', 'Invoice', true],
  ['admin', 'read', 'ACL', true],
  ['client', 'read', 'ACL', true],
  ['client', 'read', 'Auth', true],
  ['client', 'update', 'ACL', false],
  ['client', 'read', 'Todo', false],
  ['client', 'read', 'User', false],
  ['client', 'delete', 'Invoice', false],
  ['signedOut', 'read', 'Auth', true],
  ['signedOut', 'read', 'ACL', false],
  ['signedOut', 'read', 'Todo', false],
];

it.each(table)('%s may %s %s: %s', (role, action, subject, allowed) => {
  const ability = buildAbility(roles[role]);
  expect(ability.can(action as 'read', subject)).toBe(allowed);
});

describe('parseRules', () => {
  it('accepts a plain list of action/subject pairs', () => {
    expect(parseRules(roles.client)).toEqual(roles.client);
  });
  it.each([[null], ['manage'], [[{ action: 'read' }]], [[{ action: 'read', subject: 'ACL', inverted: true }]], [[{ action: 'fly', subject: 'all' }]]])(
    'rejects %j',
    (value) => expect(parseRules(value)).toBeNull(),
  );
});
