import { navIconNames, parseRemoteMeta, type MainSearchResponse } from '@console/contracts';
import { navbarSearchDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import communicationModule from './module';
import { remoteMeta } from './remote-meta';

mockServerPerTest(() => [navbarSearchDomain()]);

const pagePaths = communicationModule.routes.map((route) => ('base' in route ? route.base : remoteMeta.basePath) + (route.path ? `/${route.path}` : ''));

it('is metadata the shell accepts: /apps/email with /apps/chat mounted, Email and Chat guarded by their own subjects', () => {
  expect(parseRemoteMeta(remoteMeta)).toMatchObject({ ok: true });
  expect(remoteMeta).toMatchObject({ basePath: '/apps/email', mounts: ['/apps/chat'] });
  expect(remoteMeta.nav.map((entry) => [entry.to, entry.requires.subject])).toEqual([['/apps/email', 'Email'], ['/apps/chat', 'Chat']]);
  expect(remoteMeta.nav.every((entry) => navIconNames.includes(entry.icon))).toBe(true);
  expect(communicationModule.routes.map((route) => route.requires.subject)).toEqual(['Email', 'Chat']);
});

it('every menu entry, searchable page and navbar search link of email and chat leads to a page of the module', async () => {
  expect(pagePaths).toEqual(['/apps/email', '/apps/chat']);
  for (const to of [...remoteMeta.nav.map((entry) => entry.to), ...remoteMeta.pages.map((page) => page.to)]) expect(pagePaths).toContain(to);
  const { pages } = (await (await fetch('/api/main-search/data')).json()) as MainSearchResponse;
  const searchLinks = pages.filter((page) => /^\/apps\/(email|chat)/.test(page.link)).map((page) => page.link);
  expect(searchLinks).toEqual(['/apps/email', '/apps/chat']);
});

it('names its pages in three languages', () => {
  for (const language of ['fr', 'ar'] as const) {
    expect(Object.keys(remoteMeta.texts[language].meta)).toEqual(Object.keys(remoteMeta.texts.en.meta));
    for (const key of Object.keys(remoteMeta.texts.en.meta) as (keyof typeof remoteMeta.texts.en.meta)[]) {
      expect(remoteMeta.texts[language].meta[key]).not.toBe(remoteMeta.texts.en.meta[key]);
    }
  }
});
