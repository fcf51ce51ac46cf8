import { taskTags, type NewTask, type TaskAssignee } from '@console/contracts';
import { isRecord } from '../../http';

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

function readAssignee(value: unknown): TaskAssignee | null | undefined {
  if (value === null || value === undefined) return null;
  if (isRecord(value) && typeof value.fullName === 'string' && value.fullName.trim()) {
    return { fullName: value.fullName.trim(), avatar: typeof value.avatar === 'string' ? value.avatar : '' };
  }
  return undefined;
}

/** Checks a task body field by field, so a bad call cannot store a malformed task. */
export function validateTask(input: unknown): Validated<NewTask> {
  if (!isRecord(input)) return { ok: false, errors: { task: 'A task object is required.' } };
  const errors: Record<string, string> = {};
  const title = typeof input.title === 'string' ? input.title.trim() : '';
  if (!title) errors.title = 'Title is required.';
  const dueDate = input.dueDate ?? '';
  if (typeof dueDate !== 'string' || (dueDate !== '' && !datePattern.test(dueDate))) {
    errors.dueDate = 'Due date must be YYYY-MM-DD.';
  }
  const tags = input.tags ?? [];
  const knownTags = taskTags as readonly unknown[];
  if (!Array.isArray(tags) || !tags.every((tag) => knownTags.includes(tag))) {
    errors.tags = `Tags must be among: ${taskTags.join(', ')}.`;
  }
  const assignee = readAssignee(input.assignee);
  if (assignee === undefined) errors.assignee = 'Assignee needs a full name.';
  const description = input.description ?? '';
  if (typeof description !== 'string') errors.description = 'Description must be text.';
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      title,
      dueDate: dueDate as string,
      description: description as string,
      assignee: assignee ?? null,
      tags: [...new Set(tags as NewTask['tags'])],
      isCompleted: input.isCompleted === true,
      isDeleted: input.isDeleted === true,
      isImportant: input.isImportant === true,
    },
  };
}
