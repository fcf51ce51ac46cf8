import * as v from 'valibot';
import { TaskFormSchema, taskTeam, type Task, type TaskAssignee, type TaskForm } from '@console/contracts';
import { assigneeChoices, emptyTaskValues, taskFields, valuesOf, type TaskFormValues } from './task-values';

/** What the form hands over on submit: the values as its schema checks them. */
const checked = (overrides: Partial<TaskFormValues> = {}): TaskForm => v.parse(TaskFormSchema, { ...emptyTaskValues, title: 'Cut the teaser', ...overrides });

const existing: Task = {
  id: 7,
  title: 'Localise subtitles',
  dueDate: '2026-11-22',
  description: 'Spanish first.',
  assignee: { fullName: 'Ana Guest', avatar: 'https://cdn.example.com/ana.png' },
  tags: ['team'],
  isCompleted: false,
  isDeleted: true,
  isImportant: true,
};

/** The console's users as the editor offers them (each with their picture). */
const users: TaskAssignee[] = [
  { fullName: 'Aiko Tanaka', avatar: '/images/avatars/4.png' },
  { fullName: 'Priya Raman', avatar: '/images/avatars/3.png' },
];

describe('the task form schema on the editor values', () => {
  it.each(['', '   ', '\n\t'])('asks for a title when it is %j', (title) => {
    const issues = v.safeParse(TaskFormSchema, { ...emptyTaskValues, title }).issues ?? [];
    expect(issues.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([['title', 'todo.errors.titleRequired']]);
  });

  it('accepts empty values with a title', () => {
    expect(v.safeParse(TaskFormSchema, { ...emptyTaskValues, title: ' x ' }).success).toBe(true);
  });

  it("accepts every existing task's values", () => {
    expect(v.safeParse(TaskFormSchema, valuesOf(existing)).success).toBe(true);
  });
});

describe('taskFields', () => {
  it('trims the title and passes the other fields through', () => {
    const fields = taskFields(
      checked({ title: '  Cut the teaser  ', dueDate: '2026-12-01', tags: ['high', 'team'], description: ' notes ', isCompleted: true, isImportant: true }),
      users,
    );
    expect(fields).toEqual({
      title: 'Cut the teaser',
      assignee: null,
      dueDate: '2026-12-01',
      tags: ['high', 'team'],
      description: ' notes ',
      isCompleted: true,
      isImportant: true,
      isDeleted: false,
    });
  });

  it('maps "Unassigned" (an empty name) to a null assignee, even when the task had one', () => {
    expect(taskFields(checked({ assignee: '' }), users, existing).assignee).toBeNull();
  });

  it('gives a user picked by full name their picture', () => {
    expect(taskFields(checked({ assignee: 'Aiko Tanaka' }), users).assignee).toEqual({ fullName: 'Aiko Tanaka', avatar: '/images/avatars/4.png' });
  });

  it('looks a member of the default team up by full name when the team is offered', () => {
    const assignee = taskFields(checked({ assignee: 'Priya Raman' }), taskTeam).assignee;
    expect(assignee).toEqual(taskTeam.find((person) => person.fullName === 'Priya Raman'));
  });

  it('keeps the picture an existing assignee already had, whether or not they are offered', () => {
    const fields = taskFields(checked(valuesOf(existing)), users, existing);
    expect(fields.assignee).toEqual({ fullName: 'Ana Guest', avatar: 'https://cdn.example.com/ana.png' });
    const priyasTask: Task = { ...existing, assignee: { fullName: 'Priya Raman', avatar: '' } };
    expect(taskFields(checked(valuesOf(priyasTask)), users, priyasTask).assignee).toEqual({ fullName: 'Priya Raman', avatar: '' });
  });

  it('gives a name nobody knows an empty picture', () => {
    expect(taskFields(checked({ assignee: 'New Person' }), users, existing).assignee).toEqual({ fullName: 'New Person', avatar: '' });
  });

  it('keeps the deleted flag of the task being edited; a new task is not deleted', () => {
    expect(taskFields(checked(valuesOf(existing)), users, existing).isDeleted).toBe(true);
    expect(taskFields(checked(), users).isDeleted).toBe(false);
  });

  it('round-trips an existing task through its form values', () => {
    const { id: _id, ...fields } = existing;
    expect(taskFields(checked(valuesOf(existing)), users, existing)).toEqual(fields);
  });

  it('gives a tag ticked twice once', () => {
    expect(taskFields(checked({ tags: ['high', 'high', 'low'] }), users).tags).toEqual(['high', 'low']);
  });
});

describe('valuesOf', () => {
  it("copies the tags, so ticking a box never changes the task's own list", () => {
    const values = valuesOf(existing);
    expect(values.tags).toEqual(existing.tags);
    expect(values.tags).not.toBe(existing.tags);
  });
});

describe('assigneeChoices', () => {
  const tomasz = { fullName: 'Tomasz Nowak', avatar: '' };

  it('lists the people found, in their order', () => {
    expect(assigneeChoices(users, null, '')).toEqual(users);
    expect(assigneeChoices(taskTeam, undefined, '')).toEqual(taskTeam);
  });

  it('adds the task’s own assignee when they are not found (a deleted user) and match the text, once', () => {
    expect(assigneeChoices(users, tomasz, '')).toEqual([...users, tomasz]);
    expect(assigneeChoices(users, tomasz, 'NOW')).toEqual([...users, tomasz]);
    expect(assigneeChoices(users, tomasz, 'aiko')).toEqual(users);
    expect(assigneeChoices(users, users[1], '')).toEqual(users);
  });
});
