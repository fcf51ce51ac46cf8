import type { Task, User } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { todoDomain } from '../todo';
import { usersDomain } from '.';
import { seedUsers } from './seed';

// The two domains as the gate wires them: the users domain reads the todo domain's references.
const { call } = mockApi(() => {
  const todo = todoDomain();
  return [todo, usersDomain({ peer: <T,>(name: string) => (name === 'todo' ? (todo.provides as T) : undefined) })];
});
const seed = seedUsers();
const maya = seed[0]!;
const fieldsOf = ({ id: _id, ...fields }: User) => fields;
const update = (id: number | string, body: unknown) => call('PUT', `/apps/users/update-user?id=${id}`, body);
const tasksOf = async (fullName: string) => ((await call('GET', '/apps/todo/tasks')).body as Task[]).filter((task) => task.assignee?.fullName === fullName);

describe('PUT /apps/users/update-user', () => {
  it('answers 200 { user } with the changes, kept in place in the list', async () => {
    const { status, body } = await update(maya.id, { ...fieldsOf(maya), role: 'editor', status: 'inactive', company: '  Northlight Pictures ' });
    const user = { ...maya, role: 'editor', status: 'inactive', company: 'Northlight Pictures' };
    expect({ status, body }).toEqual({ status: 200, body: { user } });
    expect((await call('GET', `/api/users/user?id=${maya.id}`)).body).toEqual({ user });
    expect(((await call('GET', '/api/users/list/all-data')).body as User[])[0]).toEqual(user);
  });

  it('lets a user keep their own email and username, in any case, but not take another’s', async () => {
    const own = await update(maya.id, { ...fieldsOf(maya), email: maya.email.toUpperCase(), username: maya.username });
    expect(own.status).toBe(200);
    const other = seed[1]!;
    expect(await update(maya.id, { ...fieldsOf(maya), email: other.email, username: other.username })).toEqual({
      status: 400,
      body: { message: 'The user is not valid.', errors: { email: 'This email is already in use.', username: 'This username is already in use.' } },
    });
  });

  it('rejects invalid fields with 400 and changes nothing', async () => {
    expect(await update(maya.id, { ...fieldsOf(maya), fullName: ' ', status: 'gone' })).toEqual({
      status: 400,
      body: { message: 'The user is not valid.', errors: { fullName: 'Full name is required.', status: 'Status must be one of: active, inactive, pending.' } },
    });
    expect((await call('GET', `/api/users/user?id=${maya.id}`)).body).toEqual({ user: maya });
  });

  it('answers 404 for an unknown or missing id', async () => {
    expect(await update(999, fieldsOf(maya))).toEqual({ status: 404, body: { message: 'User 999 was not found.' } });
    expect(await call('PUT', '/apps/users/update-user', fieldsOf(maya))).toEqual({ status: 404, body: { message: 'A user id is required.' } });
  });

  it('renames the user in the tasks assigned to them, so their activity follows them', async () => {
    const assigned = await tasksOf(maya.fullName);
    expect(assigned.length).toBeGreaterThan(0);
    await update(maya.id, { ...fieldsOf(maya), fullName: 'Maya Berg', avatar: '/images/avatars/9.png' });
    expect(await tasksOf(maya.fullName)).toEqual([]);
    const renamed = await tasksOf('Maya Berg');
    expect(renamed.map((task) => task.id)).toEqual(assigned.map((task) => task.id));
    expect(renamed.every((task) => task.assignee?.avatar === '/images/avatars/9.png')).toBe(true);
  });

  it('leaves another user’s tasks alone when two users share the old name', async () => {
    const namesake = { ...fieldsOf(seed[1]!), fullName: maya.fullName, email: 'maya.two@example.com', username: 'maya.two' };
    await update(seed[1]!.id, namesake);
    const assigned = await tasksOf(maya.fullName);
    await update(maya.id, { ...fieldsOf(maya), fullName: 'Maya Berg' });
    expect(await tasksOf(maya.fullName)).toEqual(assigned);
  });
});

describe('DELETE /apps/users/delete', () => {
  it('leaves the deleted user’s tasks unassigned, not assigned to someone who is gone', async () => {
    const assigned = await tasksOf(maya.fullName);
    expect(assigned.length).toBeGreaterThan(0);
    expect((await call('DELETE', `/apps/users/delete?id=${maya.id}`)).status).toBe(200);
    expect(await tasksOf(maya.fullName)).toEqual([]);
    const tasks = (await call('GET', '/apps/todo/tasks')).body as Task[];
    expect(tasks.filter((task) => assigned.some(({ id }) => id === task.id)).map((task) => task.assignee)).toEqual(assigned.map(() => null));
  });
});
