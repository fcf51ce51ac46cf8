import { taskTeam, type NewTask, type Task, type TaskTag } from '@console/contracts';

/** What the editor's fields hold. */
export interface TaskDraft {
  title: string;
  assignee: string; // full name, '' for nobody
  dueDate: string;
  tags: TaskTag[];
  description: string;
  isCompleted: boolean;
  isImportant: boolean;
}

export const emptyDraft: TaskDraft = {
  title: '',
  assignee: '',
  dueDate: '',
  tags: [],
  description: '',
  isCompleted: false,
  isImportant: false,
};

export function draftOf(task: Task): TaskDraft {
  return {
    title: task.title,
    assignee: task.assignee?.fullName ?? '',
    dueDate: task.dueDate,
    tags: [...task.tags],
    description: task.description,
    isCompleted: task.isCompleted,
    isImportant: task.isImportant,
  };
}

/** The draft as the API's task fields; the assignee keeps a picture it already had. */
export function taskFields(draft: TaskDraft, existing?: Task): NewTask {
  const known = [...taskTeam, ...(existing?.assignee ? [existing.assignee] : [])];
  const assignee = draft.assignee ? (known.find((person) => person.fullName === draft.assignee) ?? { fullName: draft.assignee, avatar: '' }) : null;
  return {
    title: draft.title.trim(),
    assignee,
    dueDate: draft.dueDate,
    tags: draft.tags,
    description: draft.description,
    isCompleted: draft.isCompleted,
    isImportant: draft.isImportant,
    isDeleted: existing?.isDeleted ?? false,
  };
}

/** Field errors a user can fix before anything is sent. */
export function validateDraft(draft: TaskDraft): Record<string, string> {
  return draft.title.trim() ? {} : { title: 'Title is required.' };
}
