import { apiRequest } from '@console/auth';
import type { AddTaskRequest, NewTask, Task, TaskQuery, TaskResponse, UpdateTaskRequest } from '@console/contracts';

export function fetchTasks(query: TaskQuery, signal?: AbortSignal): Promise<Task[]> {
  return apiRequest<Task[]>('/apps/todo/tasks', { query: { ...query }, signal });
}

export async function addTask(task: NewTask): Promise<Task> {
  const body: AddTaskRequest = { task };
  return (await apiRequest<TaskResponse>('/apps/todo/add-tasks', { method: 'POST', body })).task;
}

export async function updateTask(task: Task): Promise<Task> {
  const body: UpdateTaskRequest = { task };
  return (await apiRequest<TaskResponse>('/apps/todo/update-task', { method: 'POST', body })).task;
}

/** Soft delete: the task moves to the Deleted view. */
export async function deleteTask(taskId: number): Promise<Task> {
  return (await apiRequest<TaskResponse>('/apps/todo/delete-task', { method: 'DELETE', query: { taskId } })).task;
}
