import type * as v from 'valibot';
import { taskTeam, type NewTask, type Task, type TaskForm, type TaskFormSchema } from '@console/contracts';

/** What the editor's fields hold (TaskFormSchema's input): the assignee by full name, '' for nobody. */
export type TaskFormValues = v.InferInput<typeof TaskFormSchema>;

export const emptyTaskValues: TaskFormValues = {
  title: '',
  assignee: '',
  dueDate: '',
  tags: [],
  description: '',
  isCompleted: false,
  isImportant: false,
};

/** A task as the editor's fields (the panel resets the form with them as it opens for the task). */
export function valuesOf(task: Task): TaskFormValues {
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

/** The names the Assignee select offers: the team, and the task's own assignee when not in it. */
export function assigneeNames(existing: Task | null): string[] {
  const names = taskTeam.map((person) => person.fullName);
  const current = existing?.assignee?.fullName;
  return current && !names.includes(current) ? [...names, current] : names;
}

/** The checked form values as the API's task fields; the assignee keeps a picture it already had. */
export function taskFields(values: TaskForm, existing?: Task): NewTask {
  const known = [...taskTeam, ...(existing?.assignee ? [existing.assignee] : [])];
  const assignee = values.assignee ? (known.find((person) => person.fullName === values.assignee) ?? { fullName: values.assignee, avatar: '' }) : null;
  return {
    title: values.title,
    assignee,
    dueDate: values.dueDate,
    tags: values.tags,
    description: values.description,
    isCompleted: values.isCompleted,
    isImportant: values.isImportant,
    isDeleted: existing?.isDeleted ?? false,
  };
}
