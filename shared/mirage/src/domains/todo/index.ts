import type { AddTaskRequest, Task, TaskResponse } from '@console/contracts';
import type { MockDomain } from '../../mock-domain';
import type { SeedOptions } from '../../seed-options';
import { apiError, isRecord, json, queryParam, readJson } from '../../http';
import { parseTaskQuery, queryTasks } from './query';
import { seedTasks } from './seed';
import { validateTask } from './validate';

export { seedTasks } from './seed';

/**
 * What the todo domain lets the users domain do: tasks name their assignee, so a renamed user's
 * tasks follow, and a deleted user's tasks are left unassigned (not assigned to nobody by name).
 */
export interface AssigneeReferences {
  /** Gives the tasks assigned to `from` (by full name) the user's new name and avatar. */
  renameAssignee(from: string, to: { fullName: string; avatar: string }): void;
  /** Leaves the tasks assigned to `fullName` without an assignee. */
  unassign(fullName: string): void;
}

/** Spec §7 Task calls, over an in-memory list (the Mirage ORM is not used: see docs/mock-backend.md). */
export function todoDomain({ scale }: SeedOptions = {}): MockDomain {
  const tasks = seedTasks(scale);
  const findTask = (id: unknown) => tasks.find((task) => task.id === Number(id));
  const taskNotFound = (id: unknown) =>
    id === undefined || id === '' ? apiError(400, 'A task id is required.') : apiError(404, `Task ${String(id)} was not found.`);
  const references: AssigneeReferences = {
    renameAssignee(from, to) {
      for (const task of tasks) if (task.assignee?.fullName === from) task.assignee = { ...to };
    },
    unassign(fullName) {
      for (const task of tasks) if (task.assignee?.fullName === fullName) task.assignee = null;
    },
  };
  return {
    name: 'todo',
    provides: references,
    persist: { version: 1, state: { tasks } },
    routes(server) {
      server.get('/apps/todo/tasks', (_schema, request) =>
        json(200, queryTasks(tasks, parseTaskQuery((name) => queryParam(request, name)))),
      );

      server.post('/apps/todo/add-tasks', (_schema, request) => {
        const body = readJson(request) as Partial<AddTaskRequest> | undefined;
        const result = validateTask(isRecord(body) ? body.task : undefined);
        if (!result.ok) return apiError(400, 'The task is not valid.', result.errors);
        // Spec: the new id is the last id plus 1.
        const task: Task = { ...result.value, id: (tasks.at(-1)?.id ?? 0) + 1 };
        tasks.push(task);
        return json(201, { task } satisfies TaskResponse);
      });

      server.post('/apps/todo/update-task', (_schema, request) => {
        const body = readJson(request);
        const input = isRecord(body) && isRecord(body.task) ? body.task : undefined;
        const task = findTask(input?.id);
        if (!task) return taskNotFound(input?.id);
        const result = validateTask({ ...task, ...input });
        if (!result.ok) return apiError(400, 'The task is not valid.', result.errors);
        Object.assign(task, result.value);
        return json(200, { task } satisfies TaskResponse);
      });

      server.delete('/apps/todo/delete-task', (_schema, request) => {
        const taskId = queryParam(request, 'taskId');
        const task = findTask(taskId);
        if (!task) return taskNotFound(taskId);
        task.isDeleted = true;
        return json(200, { task } satisfies TaskResponse);
      });
    },
  };
}
