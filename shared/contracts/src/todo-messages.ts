// The todo domain's value lists and message texts, apart from its schemas: the sign-in page
// bundles every domain's English messages, and must not bring the schemas along (module-level
// chunks: a module the mock also uses would carry its schemas onto the login page).
import { define } from './schema-kit';

export const taskTags = ['team', 'low', 'medium', 'high', 'update'] as const;
export type TaskTag = (typeof taskTags)[number];

/** The days a task may be due on (inclusive). */
export const taskDueDays = { first: '2000-01-01', last: '2099-12-31' } as const;

export const taskFilters = ['important', 'completed', 'deleted'] as const;
export type TaskFilter = (typeof taskFilters)[number];

export const taskSorts = ['latest', 'title-asc', 'title-desc', 'assignee', 'due-date'] as const;
export type TaskSort = (typeof taskSorts)[number];

/** English text of each todo message key (the mock's texts; the spec gives none). */
export const todoMessagesEn = /* @__PURE__ */ define(() => ({
  'todo.errors.taskRequired': 'A task object is required.',
  'todo.errors.titleRequired': 'Title is required.',
  'todo.errors.dueDateFormat': 'Due date must be YYYY-MM-DD.',
  'todo.errors.dueDateOutOfRange': 'Enter a due date from 2000 to 2099.',
  'todo.errors.tagsInvalid': `Tags must be among: ${taskTags.join(', ')}.`,
  'todo.errors.assigneeInvalid': 'Assignee needs a full name.',
  'todo.errors.descriptionText': 'Description must be text.',
} satisfies Record<`todo.errors.${string}`, string>));
