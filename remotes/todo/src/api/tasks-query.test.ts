import { queryKeys, type PagePrefetch, type Task } from '@console/contracts';
import { todoDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { createConsoleQueryClient } from '@console/ui/query';
import todoModule from '../module';

mockServerPerTest(() => [todoDomain()]);

const prefetchAt = (path: string): ((context: PagePrefetch) => unknown) => {
  const route = todoModule.routes.find((candidate) => candidate.path === path);
  if (!route?.prefetch) throw new Error(`The route "${path}" has no prefetch.`);
  return route.prefetch;
};

async function answer(query: string): Promise<Task[]> {
  return (await (await fetch(`/apps/todo/tasks?${query}`)).json()) as Task[];
}

it('puts the list a view’s URL asks for into the cache, under the key the page reads', async () => {
  const client = createConsoleQueryClient();
  await prefetchAt(':filter')({ params: { filter: 'important' }, search: new URLSearchParams('q=a&sortBy=title-asc'), queries: client });
  const key = queryKeys.tasks.list({ q: 'a', sortBy: 'title-asc', filter: 'important' });
  const cached = client.getQueryData<Task[]>(key);
  expect(cached).toEqual(await answer('q=a&sortBy=title-asc&filter=important'));
  expect(cached?.length).toBeGreaterThan(0);
});

it('reads a tag from the path and falls back to the latest first', async () => {
  const client = createConsoleQueryClient();
  await prefetchAt('tag/:tag')({ params: { tag: 'team' }, search: new URLSearchParams(), queries: client });
  expect(client.getQueryData(queryKeys.tasks.list({ q: '', sortBy: 'latest', tag: 'team' }))).toEqual(await answer('q=&sortBy=latest&tag=team'));
});

it('asks nothing for a view that does not exist (the page says so)', async () => {
  const client = createConsoleQueryClient();
  await prefetchAt(':filter')({ params: { filter: 'nonsense' }, search: new URLSearchParams(), queries: client });
  expect(client.getQueryCache().getAll()).toHaveLength(0);
});
