import { Response } from 'miragejs';
import type { User, UserListResponse } from '@console/contracts';
import { seedUsers, usersDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { assigneesOf, fetchEveryone } from './assignees-api';

const mock = mockServerPerTest(() => [usersDomain()]);

/** Every user by name, as the users API sorts them. */
async function byName(): Promise<User[]> {
  return ((await (await fetch('/api/users/list/data?sortColumn=fullName&sort=asc&perPage=1000')).json()) as UserListResponse).users;
}

afterEach(() => jest.restoreAllMocks());

describe('fetchEveryone', () => {
  it('asks once for every user, by name', async () => {
    const expected = await byName();
    expect(expected.length).toBe(seedUsers().length);
    const calls = jest.spyOn(globalThis, 'fetch');

    expect(await fetchEveryone()).toEqual({ users: expected, total: expected.length });
    expect(calls).toHaveBeenCalledTimes(1);
    expect(String(calls.mock.calls[0]?.[0])).toBe('/api/users/list/data?sortColumn=fullName&sort=asc&perPage=100000');
  });

  it('asks for the next pages of a server that cuts its pages shorter than asked', async () => {
    const everyone = await byName();
    const cap = 10;
    mock.server().get('/api/users/list/data', (_schema, request) => {
      const page = Number(request.queryParams.page ?? 1);
      return new Response(200, {}, { users: everyone.slice((page - 1) * cap, page * cap), total: everyone.length });
    });

    expect((await fetchEveryone()).users).toEqual(everyone);
  });
});

describe('assigneesOf', () => {
  it('gives one choice per full name, the first user’s, with their picture', () => {
    const [first, second] = seedUsers() as [User, User];
    const namesake = { ...second, id: 99, fullName: first.fullName, avatar: '/images/avatars/9.png' };
    expect(assigneesOf({ users: [first, namesake, second], total: 3 })).toEqual([
      { fullName: first.fullName, avatar: first.avatar },
      { fullName: second.fullName, avatar: second.avatar },
    ]);
  });
});
