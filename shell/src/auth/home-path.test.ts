import { buildAbility } from '@console/auth';
import { homePathFor, loginPathReturningTo, safeReturnTo } from './home-path';

it('sends admins to the dashboard and a client to Access Control', () => {
  expect(homePathFor(buildAbility([{ action: 'manage', subject: 'all' }]))).toBe('/');
  expect(homePathFor(buildAbility([{ action: 'read', subject: 'ACL' }, { action: 'read', subject: 'Auth' }]))).toBe('/access-control');
});

it.each([
  ['/apps/todo/important?q=x', '/apps/todo/important?q=x'],
  ['https://evil.example.com', null],
  ['//evil.example.com', null],
  ['/\\evil.example.com', null],
  ['/login', null],
  [null, null],
])('returnTo %s → %s', (value, expected) => {
  expect(safeReturnTo(value)).toBe(expected);
});

it('builds the login path that returns to a page', () => {
  expect(loginPathReturningTo('/apps/todo?q=a b')).toBe('/login?returnTo=%2Fapps%2Ftodo%3Fq%3Da%20b');
  expect(loginPathReturningTo('/')).toBe('/login');
});
