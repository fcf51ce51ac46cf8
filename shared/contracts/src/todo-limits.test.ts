import { NewTaskSchema, TaskFormSchema, TaskSchema } from './todo';
import { textLimits } from './schema-kit';
import { validate } from './validation';

// The audit saved a task whose title held 10,000 characters: the task a request or the editor
// sends now has a title of at most a line and a description of at most a long text.

const form = { title: 'Cut the teaser', assignee: '', dueDate: '', tags: [], description: '', isCompleted: false, isImportant: false };
const { line, long } = textLimits;

describe.each([
  ['the task body (add and update)', NewTaskSchema, { title: 'Cut the teaser' }],
  ['the task editor', TaskFormSchema, form],
] as const)('%s', (_name, schema, base) => {
  it(`takes a title of ${line} characters and a description of ${long}`, () => {
    expect(validate(schema, { ...base, title: 't'.repeat(line), description: 'd'.repeat(long) }).ok).toBe(true);
  });

  it('refuses one more character in either, at its field', () => {
    expect(validate(schema, { ...base, title: 't'.repeat(line + 1) })).toEqual({ ok: false, errors: { title: 'common.errors.lineTooLong' } });
    expect(validate(schema, { ...base, description: 'd'.repeat(long + 1) })).toEqual({ ok: false, errors: { description: 'common.errors.longTooLong' } });
  });

  it('counts the title as trimmed, and keeps "Title is required." for a blank one', () => {
    expect(validate(schema, { ...base, title: `  ${'t'.repeat(line)}  ` }).ok).toBe(true);
    expect(validate(schema, { ...base, title: ' ' })).toEqual({ ok: false, errors: { title: 'todo.errors.titleRequired' } });
  });
});

it('leaves the stored task without a limit: a task saved before it still reads', () => {
  const task = { id: 1, title: 't'.repeat(line + 1), dueDate: '', description: '', assignee: null, tags: [], isCompleted: false, isDeleted: false, isImportant: false };
  expect(validate(TaskSchema, task).ok).toBe(true);
});
