import { QueryClient } from '@tanstack/react-query';
import type { User } from '@console/contracts';
import { seedUsers, usersDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { assigneePageSize, assigneesOf, assigneesQuery } from './assignees-api';

mockServerPerTest(() => [usersDomain({ scale: 1_000 })]);

afterEach(() => jest.restoreAllMocks());

describe('assigneesQuery', () => {
  const ask = (text: string) => new QueryClient().fetchQuery(assigneesQuery(text));

  it('asks for the first people by name, not the whole directory', async () => {
    const calls = jest.spyOn(globalThis, 'fetch');
    const answer = await ask('');
    expect(String(calls.mock.calls[0]?.[0])).toBe(`/api/users/list/data?sortColumn=fullName&sort=asc&perPage=${assigneePageSize}`);
    expect(answer.total).toBeGreaterThan(assigneePageSize);
    expect(answer.users).toHaveLength(assigneePageSize);
    const names = answer.users.map((user) => user.fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('asks for the people whose name holds the text typed', async () => {
    const calls = jest.spyOn(globalThis, 'fetch');
    const answer = await ask('ana');
    expect(String(calls.mock.calls[0]?.[0])).toBe(`/api/users/list/data?q=ana&sortColumn=fullName&sort=asc&perPage=${assigneePageSize}`);
    expect(answer.users.length).toBeGreaterThan(0);
    expect(answer.total).toBeLessThan((await ask('')).total);
    for (const user of answer.users) expect(`${user.fullName} ${user.username}`.toLowerCase()).toContain('ana');
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
