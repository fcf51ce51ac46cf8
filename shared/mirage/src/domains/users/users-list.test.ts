import { taskTeam } from '@console/contracts';
import { userPlans, userRoles, userSortColumns, userStatuses, type User, type UserListResponse, type UserSortColumn } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { usersDomain } from '.';
import { seedUsers } from './seed';

const { get, restart } = mockApi(() => [usersDomain()]);
const list = async (query: string) => (await get(`/api/users/list/data?${query}`)).body as UserListResponse;
const ids = (users: readonly User[]) => users.map((user) => user.id);
const seed = seedUsers();

describe('GET /api/users/list/all-data', () => {
  it('answers 200 with every user in list order', async () => {
    expect(await get('/api/users/list/all-data')).toEqual({ status: 200, body: seed });
  });

  it('seeds every role, plan and status, and some users without an avatar', () => {
    for (const role of userRoles) expect(seed.some((user) => user.role === role)).toBe(true);
    for (const plan of userPlans) expect(seed.some((user) => user.currentPlan === plan)).toBe(true);
    for (const status of userStatuses) expect(seed.some((user) => user.status === status)).toBe(true);
    expect(seed.some((user) => user.avatar === '')).toBe(true);
    expect(seed.some((user) => user.avatar !== '')).toBe(true);
  });
});

describe('GET /api/users/list/data', () => {
  it('defaults to page 1 of 10 in list order, with the full total', async () => {
    const { status, body } = await get('/api/users/list/data');
    expect(status).toBe(200);
    expect(body).toEqual({ users: seed.slice(0, 10), total: seed.length });
  });

  it('pages with perPage and page; a page past the end is empty with the same total', async () => {
    expect(await list('perPage=5&page=2')).toEqual({ users: seed.slice(5, 10), total: seed.length });
    expect(await list('page=3')).toEqual({ users: seed.slice(20, 30), total: seed.length });
    expect(await list('page=9')).toEqual({ users: [], total: seed.length });
  });

  it('falls back to the defaults for bad numbers', async () => {
    expect(await list('perPage=abc&page=-2')).toEqual({ users: seed.slice(0, 10), total: seed.length });
    expect(await list('perPage=0&page=0')).toEqual({ users: seed.slice(0, 10), total: seed.length });
  });

  it('q matches username or fullName case-insensitively, never email or company', async () => {
    expect(ids((await list('q=OHADD')).users)).toEqual([2]); // username only
    expect(ids((await list('q=lindQ')).users)).toEqual([1]); // both
    expect(ids((await list('q=Mei%20Ch')).users)).toEqual([20]); // fullName only
    expect(await list('q=northlight')).toEqual({ users: [], total: 0 });
    const many = await list('q=an&perPage=100');
    const expected = seed.filter((u) => `${u.username} ${u.fullName}`.toLowerCase().includes('an'));
    expect(many).toEqual({ users: expected, total: expected.length });
  });

  it.each([
    ['role', 'editor'],
    ['currentPlan', 'team'],
    ['status', 'pending'],
  ] as const)('%s=%s keeps exact matches only', async (field, value) => {
    const expected = seed.filter((user) => user[field] === value);
    expect(await list(`${field}=${value}&perPage=50`)).toEqual({ users: expected, total: expected.length });
  });

  it('combines filters and q, totals after filtering, and pages the result', async () => {
    const active = seed.filter((user) => user.status === 'active');
    expect(await list('status=active&perPage=2&page=2')).toEqual({ users: active.slice(2, 4), total: active.length });
    const combined = await list('status=active&role=editor&currentPlan=team&q=lucas');
    expect(combined).toEqual({ users: [seed[6]], total: 1 });
    expect(await list('status=inactive&role=admin')).toEqual({ users: [], total: 0 });
  });

  it('ignores unknown enum values', async () => {
    expect(await list('role=owner&currentPlan=gold&status=banned')).toEqual({ users: seed.slice(0, 10), total: seed.length });
  });

  // Role, plan and status by rank (docs/mock-backend.md), whatever language the list shows them in.
  const ranks: Partial<Record<UserSortColumn, readonly string[]>> = {
    role: ['admin', 'maintainer', 'editor', 'author', 'subscriber'],
    currentPlan: ['basic', 'team', 'company', 'enterprise'],
    status: ['active', 'pending', 'inactive'],
  };

  it.each(userSortColumns)('sortColumn=%s sorts both ways (asc by default)', async (column) => {
    const rank = ranks[column];
    const compare = (a: User, b: User) => (rank ? rank.indexOf(a[column]) - rank.indexOf(b[column]) : a[column].localeCompare(b[column], 'en', { sensitivity: 'base' }));
    // Equal keys keep list order (= id order in the seed) both ways.
    const asc = [...seed].sort((a, b) => compare(a, b) || a.id - b.id);
    expect(ids((await list(`sortColumn=${column}&perPage=50`)).users)).toEqual(ids(asc));
    expect(ids((await list(`sortColumn=${column}&sort=asc&perPage=50`)).users)).toEqual(ids(asc));
    const desc = [...seed].sort((a, b) => compare(b, a) || a.id - b.id);
    expect(ids((await list(`sortColumn=${column}&sort=desc&perPage=50`)).users)).toEqual(ids(desc));
  });

  it('sorts after filtering and before paging; an unknown column keeps list order', async () => {
    const pending = seed.filter((user) => user.status === 'pending').sort((a, b) => b.fullName.localeCompare(a.fullName, 'en'));
    expect(await list('status=pending&sortColumn=fullName&sort=desc&perPage=2')).toEqual({ users: pending.slice(0, 2), total: pending.length });
    expect((await list('sortColumn=password&sort=desc')).users).toEqual(seed.slice(0, 10));
  });
});

describe('scale', () => {
  it('seeds exactly N users, the same on every start', async () => {
    restart([usersDomain({ scale: 1000 })]);
    const first = (await get('/api/users/list/all-data')).body as User[];
    expect(first).toHaveLength(1000);
    expect(new Set(first.map((user) => user.email)).size).toBe(1000);
    expect(new Set(first.map((user) => user.username)).size).toBe(1000);
    expect((await list('perPage=10&page=100')).users).toEqual(first.slice(990));
    restart([usersDomain({ scale: 1000 })]);
    expect((await get('/api/users/list/all-data')).body).toEqual(first);
    restart([usersDomain({ scale: 0 })]);
    expect(await list('')).toEqual({ users: [], total: 0 });
  });

  it('keeps the default users first, with their ids, so the to-do team is in the directory at any scale', async () => {
    const defaults = (await get('/api/users/list/all-data')).body as User[];
    restart([usersDomain({ scale: 1000 })]);
    const scaled = (await get('/api/users/list/all-data')).body as User[];
    expect(scaled.slice(0, defaults.length)).toEqual(defaults);
    expect(scaled.map((user) => user.fullName)).toEqual(expect.arrayContaining(taskTeam.map((member) => member.fullName)));
    expect(new Set(scaled.map((user) => user.id)).size).toBe(1000);
    restart([usersDomain({ scale: 3 })]);
    expect(((await get('/api/users/list/all-data')).body as User[]).map((user) => user.id)).toEqual([1, 2, 3]);
  });
});
