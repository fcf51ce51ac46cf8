// The benchmark's floor: the same task list as the todo page, rendered by the smallest React page
// that can (no router, no i18n, no mock, no federation), with the data inlined at build time.
import { createRoot } from 'react-dom/client';
import type { Task } from '../../../../shared/contracts/src/todo';
import { TaskList } from './task-list';

declare const __FLOOR_TASKS__: Task[];

createRoot(document.getElementById('root') as HTMLElement).render(
  <main className="container py-3">
    <h1 className="h4">My Tasks</h1>
    <TaskList tasks={__FLOOR_TASKS__} />
  </main>,
);
