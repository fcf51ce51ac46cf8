import type { Task } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { todoDomain } from '.';
import { seedTasks } from './seed';

const { call } = mockApi(() => [todoDomain()]);
const titles = (body: unknown) => (body as Task[]).map((task) => task.title);

describe('GET /apps/todo/tasks', () => {
  it('lists the non-deleted tasks, latest (highest id) first by default', async () => {
    const { status, body } = await call('GET', '/apps/todo/tasks');
    expect(status).toBe(200);
    const ids = (body as Task[]).map((task) => task.id);
    const expected = seedTasks().filter((task) => !task.isDeleted).map((task) => task.id).reverse();
    expect(ids).toEqual(expected);
  });

  it.each([
    ['important', (task: Task) => task.isImportant && !task.isDeleted],
    ['completed', (task: Task) => task.isCompleted && !task.isDeleted],
    ['deleted', (task: Task) => task.isDeleted],
  ])('filter=%s keeps only those tasks', async (filter, keep) => {
    const { body } = await call('GET', `/apps/todo/tasks?filter=${filter}`);
    expect(titles(body).sort()).toEqual(seedTasks().filter(keep).map((task) => task.title).sort());
  });

  it('searches titles case-insensitively and filters by tag', async () => {
    const { body } = await call('GET', '/apps/todo/tasks?q=CAPTIONS');
    expect(titles(body)).toEqual(['Review captions for episode 12']);
    const tagged = await call('GET', '/apps/todo/tasks?tag=high');
    expect((tagged.body as Task[]).every((task) => task.tags.includes('high'))).toBe(true);
    expect((tagged.body as Task[]).length).toBeGreaterThan(1);
  });

  it('sorts by title both ways, assignee and due date', async () => {
    const asc = titles((await call('GET', '/apps/todo/tasks?sortBy=title-asc')).body);
    expect(asc).toEqual([...asc].sort((a, b) => a.localeCompare(b)));
    const desc = titles((await call('GET', '/apps/todo/tasks?sortBy=title-desc')).body);
    expect(desc).toEqual([...asc].reverse());
    const byAssignee = (await call('GET', '/apps/todo/tasks?sortBy=assignee')).body as Task[];
    const names = byAssignee.flatMap((task) => (task.assignee ? [task.assignee.fullName] : []));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(byAssignee.at(-1)?.assignee).toBeNull(); // unassigned last
    const byDue = ((await call('GET', '/apps/todo/tasks?sortBy=due-date')).body as Task[]).map((task) => task.dueDate);
    expect(byDue).toEqual([...byDue].sort());
  });
});

describe('task changes', () => {
  const newTask = { title: 'Cut the teaser', dueDate: '2026-12-01', description: '', assignee: null, tags: ['high'], isCompleted: false, isDeleted: false, isImportant: true };

  it('adds a task with 201 { task } and id = last id + 1', async () => {
    const { status, body } = await call('POST', '/apps/todo/add-tasks', { task: newTask });
    expect(status).toBe(201);
    expect(body).toEqual({ task: { ...newTask, id: seedTasks().length + 1 } });
    expect(titles((await call('GET', '/apps/todo/tasks')).body)[0]).toBe('Cut the teaser');
  });

  it('rejects a task without a title with 400 and a field error, storing nothing', async () => {
    const { status, body } = await call('POST', '/apps/todo/add-tasks', { task: { ...newTask, title: '  ' } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: { title: 'Title is required.' } });
    expect(titles((await call('GET', '/apps/todo/tasks?q=teaser')).body)).toEqual([]);
    expect((await call('POST', '/apps/todo/add-tasks', 'not json')).status).toBe(400);
  });

  it('updates a task with 200 { task }', async () => {
    const task = { ...seedTasks()[0]!, isCompleted: true, title: 'Renamed' };
    const { status, body } = await call('POST', '/apps/todo/update-task', { task });
    expect(status).toBe(200);
    expect(body).toEqual({ task });
  });

  it('soft-deletes: the task moves to the deleted view', async () => {
    const { status } = await call('DELETE', '/apps/todo/delete-task?taskId=1');
    expect(status).toBe(200);
    expect(titles((await call('GET', '/apps/todo/tasks?filter=deleted')).body)).toContain(seedTasks()[0]!.title);
    expect(titles((await call('GET', '/apps/todo/tasks')).body)).not.toContain(seedTasks()[0]!.title);
  });

  it('answers 404 for an unknown id on update or delete and changes nothing', async () => {
    const before = (await call('GET', '/apps/todo/tasks?sortBy=title-asc')).body;
    expect((await call('POST', '/apps/todo/update-task', { task: { ...newTask, id: 999 } })).status).toBe(404);
    const deleted = await call('DELETE', '/apps/todo/delete-task?taskId=999');
    expect(deleted).toEqual({ status: 404, body: { message: 'Task 999 was not found.' } });
    expect((await call('GET', '/apps/todo/tasks?sortBy=title-asc')).body).toEqual(before);
  });
});
