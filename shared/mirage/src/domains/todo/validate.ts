import { NewTaskSchema, type NewTask } from '@console/contracts/src/todo';
import { checkBody, type Checked } from '../../check';

/** Checks a task's fields with the contracts schema, so a bad call cannot store a malformed task. */
export function validateTask(input: unknown): Checked<NewTask> {
  return checkBody(NewTaskSchema, input, 'task');
}
