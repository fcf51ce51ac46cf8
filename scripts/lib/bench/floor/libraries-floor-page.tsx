// The benchmark's libraries floor: the floor page's task list, but built on the libraries the
// console starts before its first paint, each used as the console uses it: Mirage answers the
// tasks call (no latency, as the console's mock), React Router's data router holds the page,
// React Query asks for the tasks, i18next gives the heading, CASL decides the list may show,
// a zustand store holds its filter, react-hot-toast's Toaster is mounted. One script, no
// federation, no layout, no sign-in: what the console's libraries cost before its own code runs.
/* eslint-disable boundaries/dependencies -- the libraries themselves, not the console's wrappers of them, are what this page measures */
import { createMongoAbility } from '@casl/ability';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { createServer, Model } from 'miragejs';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { create } from 'zustand';
import type { Task } from '../../../../shared/contracts/src/todo';
import { TaskList } from './task-list';

declare const __FLOOR_TASKS__: Task[];

const tasksUrl = '/api/apps/todo/tasks';

createServer({
  logging: false,
  timing: 0,
  models: { task: Model },
  seeds(server) {
    server.db.loadData({ tasks: __FLOOR_TASKS__ });
  },
  routes() {
    this.get(tasksUrl, (schema) => ({ tasks: schema.db.tasks }));
  },
});

const ability = createMongoAbility([{ action: 'read', subject: 'Task' }]);
const useFilter = create<{ query: string }>(() => ({ query: '' }));
const queryClient = new QueryClient();

async function fetchTasks(): Promise<Task[]> {
  const response = await fetch(tasksUrl);
  return ((await response.json()) as { tasks: Task[] }).tasks;
}

function TasksPage() {
  const { t } = useTranslation();
  const query = useFilter((state) => state.query);
  const { data } = useQuery({ queryKey: ['tasks'], queryFn: fetchTasks });
  return (
    <main className="container py-3">
      <h1 className="h4">{t('title')}</h1>
      {data && ability.can('read', 'Task') && <TaskList tasks={data.filter((task) => task.title.includes(query))} />}
      <Toaster />
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', element: <TasksPage /> }]);

void i18next
  .use(initReactI18next)
  .init({ lng: 'en', ns: ['todo'], defaultNS: 'todo', resources: { en: { todo: { title: 'My Tasks' } } } })
  .then(() =>
    createRoot(document.getElementById('root') as HTMLElement).render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  );
