import type * as v from 'valibot';
import type { NewTask, Task, TaskAssignee, TaskForm, TaskFormSchema } from '@console/contracts';

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

/** The people whose name holds the text, as the users API matches it (case aside). */
export const named = (people: readonly TaskAssignee[], text: string) => people.filter((person) => person.fullName.toLowerCase().includes(text.trim().toLowerCase()));

/**
 * What the Assignee field lists: the people found, then the task's own assignee when they are not
 * among them but match the text typed (a deleted user stays offered on their old task, so a
 * choice made in the panel can be taken back).
 */
export function assigneeChoices(people: readonly TaskAssignee[], own: TaskAssignee | null | undefined, text: string): TaskAssignee[] {
  const kept = own && !people.some((person) => person.fullName === own.fullName) ? named([own], text) : [];
  return [...people, ...kept];
}

/**
 * The checked form values as the API's task fields. The assignee: the task's own when unchanged
 * (its picture kept), else the person picked (with their picture), else a bare name.
 */
export function taskFields(values: TaskForm, people: readonly TaskAssignee[], existing?: Task): NewTask {
  const name = values.assignee;
  const own = existing?.assignee?.fullName === name ? existing.assignee : undefined;
  const assignee = name ? (own ?? people.find((person) => person.fullName === name) ?? { fullName: name, avatar: '' }) : null;
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
