import * as v from 'valibot';
import { TaskFormSchema, taskTeam, type Task, type TaskForm } from '@console/contracts';
import { assigneeNames, emptyTaskValues, taskFields, valuesOf, type TaskFormValues } from './task-values';

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
    expect(taskFields(checked({ assignee: '' }), existing).assignee).toBeNull();
  });

  it('looks a team member up by full name', () => {
    const assignee = taskFields(checked({ assignee: 'Priya Raman' })).assignee;
    expect(assignee).toEqual({ fullName: 'Priya Raman', avatar: '' });
    expect(assignee).toEqual(taskTeam.find((person) => person.fullName === 'Priya Raman'));
  });

  it('keeps the picture an existing assignee already had', () => {
    const fields = taskFields(checked(valuesOf(existing)), existing);
    expect(fields.assignee).toEqual({ fullName: 'Ana Guest', avatar: 'https://cdn.example.com/ana.png' });
  });

  it('gives a name nobody knows an empty picture', () => {
    expect(taskFields(checked({ assignee: 'New Person' }), existing).assignee).toEqual({ fullName: 'New Person', avatar: '' });
  });

  it('keeps the deleted flag of the task being edited; a new task is not deleted', () => {
    expect(taskFields(checked(valuesOf(existing)), existing).isDeleted).toBe(true);
    expect(taskFields(checked()).isDeleted).toBe(false);
  });

  it('round-trips an existing task through its form values', () => {
    const { id: _id, ...fields } = existing;
    expect(taskFields(checked(valuesOf(existing)), existing)).toEqual(fields);
  });

  it('gives a tag ticked twice once', () => {
    expect(taskFields(checked({ tags: ['high', 'high', 'low'] })).tags).toEqual(['high', 'low']);
  });
});

describe('valuesOf', () => {
  it("copies the tags, so ticking a box never changes the task's own list", () => {
    const values = valuesOf(existing);
    expect(values.tags).toEqual(existing.tags);
    expect(values.tags).not.toBe(existing.tags);
  });
});

describe('assigneeNames', () => {
  it('offers the team', () => {
    expect(assigneeNames(null)).toEqual(taskTeam.map((person) => person.fullName));
  });

  it('adds the assignee of the task being edited when the team has no such person', () => {
    expect(assigneeNames(existing)).toEqual([...taskTeam.map((person) => person.fullName), 'Ana Guest']);
    expect(assigneeNames({ ...existing, assignee: { fullName: 'Omar Haddad', avatar: '' } })).toEqual(taskTeam.map((person) => person.fullName));
  });
});
