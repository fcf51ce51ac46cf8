import type { User } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { usersDomain } from '.';
import { seedUsers } from './seed';
import { newUser } from './sample-new-user';

const { call } = mockApi(() => [usersDomain()]);
const allUsers = async () => (await call('GET', '/api/users/list/all-data')).body as User[];
const seed = seedUsers();

describe('POST /apps/users/add-user', () => {
  it('answers 201 { user } with id = max id + 1, placed first everywhere', async () => {
    const { status, body } = await call('POST', '/apps/users/add-user', { ...newUser, fullName: '  Rina Sato ' });
    const user = { ...newUser, id: seed.length + 1, avatar: '' };
    expect({ status, body }).toEqual({ status: 201, body: { user } });
    expect(await allUsers()).toEqual([user, ...seed]);
    expect((await call('GET', '/api/users/list/data?perPage=2')).body).toEqual({ users: [user, seed[0]], total: seed.length + 1 });
    expect((await call('GET', `/api/users/user?id=${user.id}`)).body).toEqual({ user });
  });

  it('keeps a given avatar and counts from the highest remaining id', async () => {
    await call('DELETE', `/apps/users/delete?id=${seed.length}`);
    const { body } = await call('POST', '/apps/users/add-user', { ...newUser, avatar: '/images/avatars/3.png' });
    expect(body).toEqual({ user: { ...newUser, avatar: '/images/avatars/3.png', id: seed.length } });
  });

  it('rejects missing and invalid fields with 400 { message, errors } and stores nothing', async () => {
    const { status, body } = await call('POST', '/apps/users/add-user', { email: 'not-an-email', role: 'owner', avatar: 3 });
    expect(status).toBe(400);
    expect(body).toEqual({
      message: 'The user is not valid.',
      errors: {
        fullName: 'Full name is required.',
        username: 'Username is required.',
        email: 'Email is not a valid address.',
        company: 'Company is required.',
        country: 'Country is required.',
        contact: 'Contact is required.',
        role: 'Role must be one of: admin, author, editor, maintainer, subscriber.',
        currentPlan: 'Plan must be one of: basic, company, enterprise, team.',
        status: 'Status must be one of: active, inactive, pending.',
        avatar: 'Avatar must be text.',
      },
    });
    const blank = await call('POST', '/apps/users/add-user', { ...newUser, email: ' ' });
    expect(blank).toEqual({ status: 400, body: { message: 'The user is not valid.', errors: { email: 'Email is required.' } } });
    expect(await call('POST', '/apps/users/add-user', 'not json')).toEqual({
      status: 400,
      body: { message: 'The user is not valid.', errors: { user: 'The user fields are required.' } },
    });
    expect(await allUsers()).toEqual(seed);
  });

  it('rejects a used email or username (case-insensitively) with the spec §5 messages, together', async () => {
    const taken = seed[0]!;
    const email = await call('POST', '/apps/users/add-user', { ...newUser, email: taken.email.toUpperCase() });
    expect(email).toEqual({ status: 400, body: { message: 'The user is not valid.', errors: { email: 'This email is already in use.' } } });
    const username = await call('POST', '/apps/users/add-user', { ...newUser, username: taken.username });
    expect(username.body).toEqual({ message: 'The user is not valid.', errors: { username: 'This username is already in use.' } });
    const both = await call('POST', '/apps/users/add-user', { ...newUser, email: taken.email, username: taken.username });
    expect(both.status).toBe(400);
    expect(both.body).toEqual({
      message: 'The user is not valid.',
      errors: { email: 'This email is already in use.', username: 'This username is already in use.' },
    });
    expect(await allUsers()).toEqual(seed);
  });
});

describe('GET /api/users/user', () => {
  it('answers 200 { user } for a known id', async () => {
    expect(await call('GET', '/api/users/user?id=5')).toEqual({ status: 200, body: { user: seed[4] } });
  });

  it('answers 404 { message } for an unknown, malformed or missing id', async () => {
    expect(await call('GET', '/api/users/user?id=999')).toEqual({ status: 404, body: { message: 'User 999 was not found.' } });
    expect(await call('GET', '/api/users/user?id=abc')).toEqual({ status: 404, body: { message: 'User abc was not found.' } });
    expect(await call('GET', '/api/users/user')).toEqual({ status: 404, body: { message: 'A user id is required.' } });
  });
});

describe('DELETE /apps/users/delete', () => {
  it('answers 200 { user } with the removed user, which is then gone', async () => {
    expect(await call('DELETE', '/apps/users/delete?id=3')).toEqual({ status: 200, body: { user: seed[2] } });
    expect(await allUsers()).toEqual(seed.filter((user) => user.id !== 3));
    expect((await call('GET', '/api/users/user?id=3')).status).toBe(404);
    expect((await call('GET', '/api/users/list/data')).body).toMatchObject({ total: seed.length - 1 });
  });

  it('answers 404 for an unknown or missing id and removes nothing', async () => {
    expect(await call('DELETE', '/apps/users/delete?id=999')).toEqual({ status: 404, body: { message: 'User 999 was not found.' } });
    expect(await call('DELETE', '/apps/users/delete')).toEqual({ status: 404, body: { message: 'A user id is required.' } });
    expect(await allUsers()).toEqual(seed);
  });
});
