import { queryKeys, type PagePrefetch } from '@console/contracts';
import { cardsDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { createConsoleQueryClient } from '@console/ui/query';
import cardsModule from '../module';

mockServerPerTest(() => [cardsDomain()]);

const dashboardPrefetch = (path: 'analytics' | 'ecommerce'): ((context: PagePrefetch) => unknown) => {
  const route = cardsModule.routes.find((candidate) => candidate.base === '/dashboard' && candidate.path === path);
  if (!route?.prefetch) throw new Error(`The ${path} dashboard has no prefetch.`);
  return route.prefetch;
};

it('asks for every card of the audience dashboard, each card’s period read from the URL', async () => {
  const client = createConsoleQueryClient();
  await dashboardPrefetch('analytics')({ params: {}, search: new URLSearchParams('avg-sessions=last-month'), queries: client });
  expect(client.getQueryData(queryKeys.cards.analytics('avg-sessions', { period: 'Last Month' }))).toBeDefined();
  expect(client.getQueryData(queryKeys.cards.analytics('sessions-device', { period: 'Last 28 Days' }))).toBeDefined();
  expect(client.getQueryData(queryKeys.cards.statistics('subscribers'))).toBeDefined();
  // Nine cards, nine answers, none failed.
  const cached = client.getQueryCache().getAll();
  expect(cached).toHaveLength(9);
  expect(cached.every((query) => query.state.status === 'success')).toBe(true);
});

it('asks for the revenue report of the year in the URL, and the cards without a choice as they are', async () => {
  const client = createConsoleQueryClient();
  await dashboardPrefetch('ecommerce')({ params: {}, search: new URLSearchParams('revenue-report=2019'), queries: client });
  expect(client.getQueryData(queryKeys.cards.analytics('revenue-report', { year: '2019' }))).toBeDefined();
  expect(client.getQueryData(queryKeys.cards.analytics('goal-overview', {}))).toBeDefined();
  expect(client.getQueryCache().getAll()).toHaveLength(8);
});
