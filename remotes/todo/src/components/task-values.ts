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

/**
 * The names the Assignee select offers: the people (the users, or the default team), then the
 * names the field must keep offering when they are not among them: the task's own assignee (a
 * deleted user's old task) and the name the field holds (so a choice is never silently lost).
 */
export function assigneeNames(people: readonly TaskAssignee[], keep: readonly (string | undefined)[] = []): string[] {
  const names = new Set(people.map((person) => person.fullName));
  for (const name of keep) if (name) names.add(name);
  return [...names];
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
