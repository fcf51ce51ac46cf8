import { navIconNames, parseRemoteMeta } from '@console/contracts';
import cardsModule from './module';
import { remoteMeta } from './remote-meta';

it('is metadata the shell accepts: /cards with /dashboard mounted, the analytics dashboard as home', () => {
  expect(parseRemoteMeta(remoteMeta)).toMatchObject({ ok: true });
  expect(remoteMeta).toMatchObject({ basePath: '/cards', mounts: ['/dashboard'], home: { to: '/dashboard/analytics', requires: { action: 'read', subject: 'Dashboard' } } });
  expect(remoteMeta.nav.every((entry) => entry.requires.subject === 'Dashboard' && navIconNames.includes(entry.icon))).toBe(true);
});

it('every menu entry and searchable page leads to a page of the module, with texts in three languages', () => {
  const pagePaths = cardsModule.routes.filter((route) => route.path !== '').map((route) => `${'base' in route ? route.base : remoteMeta.basePath}/${route.path}`);
  expect(pagePaths).toEqual(['/cards/analytics', '/cards/statistics', '/dashboard/analytics', '/dashboard/ecommerce']);
  for (const to of [...remoteMeta.nav.map((entry) => entry.to), ...remoteMeta.pages.map((page) => page.to), remoteMeta.home.to]) expect(pagePaths).toContain(to);
  for (const language of ['fr', 'ar'] as const) {
    expect(Object.keys(remoteMeta.texts[language].meta)).toEqual(Object.keys(remoteMeta.texts.en.meta));
    for (const key of Object.keys(remoteMeta.texts.en.meta) as (keyof typeof remoteMeta.texts.en.meta)[]) {
      expect(remoteMeta.texts[language].meta[key]).not.toBe(remoteMeta.texts.en.meta[key]);
    }
  }
});
