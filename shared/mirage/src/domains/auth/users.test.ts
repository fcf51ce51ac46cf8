import { bearerToken, findUserByCredentials, findUserByToken, seedLoginUsers, toUserData } from './users';
import { signToken } from './jwt';

const now = Date.UTC(2026, 10, 1, 9, 0, 0);

describe('login users', () => {
  it('seeds fresh copies: editing one list leaves the next seed untouched', () => {
    const users = seedLoginUsers();
    users[0]!.ability.push({ action: 'read', subject: 'Todo' });
    users.push({ ...users[1]!, id: 4 });
    expect(seedLoginUsers()).toHaveLength(3);
    expect(seedLoginUsers()[0]!.ability).toEqual([{ action: 'manage', subject: 'all' }]);
  });

  it('shows userData without the password', () => {
    const [admin] = seedLoginUsers();
    expect(toUserData(admin!)).not.toHaveProperty('password');
    expect(toUserData(admin!)).toMatchObject({ id: 1, email: 'admin@demo.com' });
  });

  it('matches credentials: email case-insensitively, password exactly', () => {
    const users = seedLoginUsers();
    expect(findUserByCredentials(users, 'CLIENT@demo.com', 'client')?.id).toBe(2);
    expect(findUserByCredentials(users, 'client@demo.com', 'Client')).toBeUndefined();
  });

  it('finds the user of a valid access token only', async () => {
    const users = seedLoginUsers();
    expect((await findUserByToken(users, await signToken(2, 'access', now), now))?.role).toBe('client');
    expect(await findUserByToken(users, await signToken(2, 'refresh', now), now)).toBeUndefined();
    expect((await findUserByToken(users, await signToken(2, 'refresh', now), now, 'refresh'))?.id).toBe(2);
    expect(await findUserByToken(users, await signToken(2, 'access', now), now + 600_000)).toBeUndefined();
    expect(await findUserByToken(users, await signToken(9, 'access', now), now)).toBeUndefined();
  });

  it('reads a bearer token from an Authorization header', () => {
    expect(bearerToken('Bearer a.b.c')).toBe('a.b.c');
    expect(bearerToken('bearer  a.b.c ')).toBe('a.b.c');
    expect(bearerToken('Basic abc')).toBe('');
    expect(bearerToken(undefined)).toBe('');
  });
});
