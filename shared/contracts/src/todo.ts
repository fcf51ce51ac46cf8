import * as v from 'valibot';
import { atMost, define, fields, flag, isCalendarDay, recordId, requiredText, text } from './schema-kit';
import { taskDueDays, taskTags, type TaskFilter, type TaskSort, type TaskTag } from './todo-messages';

export * from './todo-messages';

const titleSchema = /* @__PURE__ */ define(() => requiredText('todo.errors.titleRequired'));
/** YYYY-MM-DD, or '' for no due date. */
const dueDateSchema = /* @__PURE__ */ define(() => v.pipe(
  v.string('todo.errors.dueDateFormat'),
  v.check((value) => value === '' || isCalendarDay(value), 'todo.errors.dueDateFormat'),
));
// What a request or the editor may set: a day of this century (a year typed as 0001 or 9999 is a slip).
const dueDateInput = /* @__PURE__ */ define(() => v.pipe(
  dueDateSchema,
  v.check((value) => value === '' || (value >= taskDueDays.first && value <= taskDueDays.last), 'todo.errors.dueDateOutOfRange'),
));
const descriptionSchema = /* @__PURE__ */ define(() => text('todo.errors.descriptionText'));
// What a request or the editor may write: a title of a line, a description of a long text. The
// entity keeps no limit, so a task stored before them still reads (and says so when edited).
const titleInput = /* @__PURE__ */ define(() => v.pipe(titleSchema, atMost('line')));
const descriptionInput = /* @__PURE__ */ define(() => v.pipe(descriptionSchema, atMost('long')));
const isTaskTag = (value: unknown): value is TaskTag => (taskTags as readonly unknown[]).includes(value);
// One check for the whole list, so a wrong tag is reported at `tags` (the field a form shows).
const tagsSchema = /* @__PURE__ */ define(() => v.pipe(
  v.custom<TaskTag[]>((value) => Array.isArray(value) && value.every(isTaskTag), 'todo.errors.tagsInvalid'),
  v.transform((tags) => [...new Set(tags)]),
));

export const TaskAssigneeSchema = /* @__PURE__ */ define(() => fields(
  { fullName: requiredText('todo.errors.assigneeInvalid'), avatar: text('todo.errors.assigneeInvalid') },
  'todo.errors.assigneeInvalid',
));
export type TaskAssignee = v.InferOutput<typeof TaskAssigneeSchema>;

/** Spec §3 Task. */
export const TaskSchema = /* @__PURE__ */ define(() => fields({
  id: recordId(),
  title: titleSchema,
  dueDate: dueDateSchema,
  description: descriptionSchema,
  assignee: v.nullable(TaskAssigneeSchema),
  tags: tagsSchema,
  isCompleted: flag(),
  isDeleted: flag(),
  isImportant: flag(),
}));
export type Task = v.InferOutput<typeof TaskSchema>;

/** GET /apps/todo/tasks query. */
export interface TaskQuery {
  q?: string;
  filter?: TaskFilter;
  tag?: TaskTag;
  sortBy?: TaskSort;
}

// A body's assignee as the template's API took it: an avatar that is missing or not text is ''
// and the full name is trimmed; only a missing full name is an error (at `assignee`).
const assigneeInput = /* @__PURE__ */ define(() => v.pipe(
  v.object(
    { fullName: v.fallback(v.string('todo.errors.assigneeInvalid'), ''), avatar: v.fallback(v.string('todo.errors.assigneeInvalid'), '') },
    'todo.errors.assigneeInvalid',
  ),
  v.transform(({ fullName, avatar }) => ({ fullName: fullName.trim(), avatar })),
  v.check(({ fullName }) => fullName !== '', 'todo.errors.assigneeInvalid'),
));

/**
 * A task's fields in a request (POST /apps/todo/add-tasks, and update-task after merging the
 * stored task): the title is required (at most a line; the description at most a long text); a
 * missing or null optional field takes its empty value and a flag is set only by `true`, as the
 * template's API did.
 */
export const NewTaskSchema = /* @__PURE__ */ define(() => fields(
  {
    title: titleInput,
    dueDate: v.nullish(dueDateInput, ''),
    description: v.nullish(descriptionInput, ''),
    assignee: v.nullish(assigneeInput, null),
    tags: v.nullish(tagsSchema, () => []),
    isCompleted: v.fallback(flag(), false),
    isDeleted: v.fallback(flag(), false),
    isImportant: v.fallback(flag(), false),
  },
  'todo.errors.taskRequired',
));
export type NewTask = v.InferOutput<typeof NewTaskSchema>;

/**
 * The task editor's fields: the assignee is picked by full name ('' for nobody) and turned into
 * the task's assignee when saved. Only the title is required, as in the API.
 */
export const TaskFormSchema = /* @__PURE__ */ define(() => fields({
  title: titleInput,
  assignee: v.pipe(v.string('todo.errors.assigneeInvalid'), v.trim()),
  dueDate: dueDateInput,
  tags: tagsSchema,
  description: descriptionInput,
  isCompleted: flag(),
  isImportant: flag(),
}));
export type TaskForm = v.InferOutput<typeof TaskFormSchema>;

/** POST /apps/todo/add-tasks body; the answer is 201 { task } with the new id. */
export const AddTaskRequestSchema = /* @__PURE__ */ define(() => fields({ task: NewTaskSchema }, 'todo.errors.taskRequired'));
export type AddTaskRequest = v.InferOutput<typeof AddTaskRequestSchema>;
/** POST /apps/todo/update-task body; the answer is 200 { task }. */
export const UpdateTaskRequestSchema = /* @__PURE__ */ define(() => fields({ task: TaskSchema }, 'todo.errors.taskRequired'));
export type UpdateTaskRequest = v.InferOutput<typeof UpdateTaskRequestSchema>;
export interface TaskResponse {
  task: Task;
}

/** Body of any error answer of the mock API. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
  /**
   * What the refusal is, for a client to say it in its own language (`message` is English), and
   * the figures it needs: e.g. `in-use` with `{ name, count }` (docs/api/media.md).
   */
  code?: string;
  params?: Record<string, string | number>;
}

/** The team tasks can be assigned to (demo data shared by the mock and the editor's choices). */
export const taskTeam: readonly TaskAssignee[] = [
  { fullName: 'Maya Lindqvist', avatar: '' },
  { fullName: 'Omar Haddad', avatar: '' },
  { fullName: 'Jules Moreau', avatar: '' },
  { fullName: 'Priya Raman', avatar: '' },
  { fullName: 'Tomasz Nowak', avatar: '' },
];
