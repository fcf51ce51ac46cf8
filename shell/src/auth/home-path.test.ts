import { buildAbility } from '@console/auth';
import { homePathFor, loginPathReturningTo, safeReturnTo } from './home-path';

it('sends admins to the dashboard and a client to Access Control', () => {
  const menu = [{ to: '/' }, { to: '/media/videos', unavailable: true }, { to: '/media/playlists' }, { to: '/access-control' }];
  expect(homePathFor(buildAbility([{ action: 'manage', subject: 'all' }]), menu)).toBe('/');
  expect(homePathFor(buildAbility([{ action: 'read', subject: 'ACL' }, { action: 'read', subject: 'Auth' }]), [{ to: '/access-control' }])).toBe('/access-control');
  // The first page of the menu that can be shown; nothing at all → Not Authorized, never a loop on '/'.
  expect(homePathFor(buildAbility([{ action: 'read', subject: 'Video' }]), menu)).toBe('/media/playlists');
  expect(homePathFor(buildAbility([{ action: 'read', subject: 'Auth' }]), [])).toBe('/not-authorized');
});

it.each([
  ['/apps/todo/important?q=x', '/apps/todo/important?q=x'],
  ['https://evil.example.com', null],
  ['//evil.example.com', null],
  ['/\\evil.example.com', null],
  ['/\t/evil.example.com', null],
  ['/\n/evil.example.com', null],
  ['/login', null],
  [null, null],
])('returnTo %s → %s', (value, expected) => {
  expect(safeReturnTo(value)).toBe(expected);
});

it('builds the login path that returns to a page', () => {
  expect(loginPathReturningTo('/apps/todo?q=a b')).toBe('/login?returnTo=%2Fapps%2Ftodo%3Fq%3Da%20b');
  expect(loginPathReturningTo('/')).toBe('/login');
});
