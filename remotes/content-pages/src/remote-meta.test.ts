import { matchRoutes } from '@console/router';
import { parseRemoteMeta } from '@console/contracts';
import contentPagesModule from './module';
import { remoteMeta } from './remote-meta';

it('is metadata the shell accepts, with every text in three languages', () => {
  expect(parseRemoteMeta(remoteMeta)).toMatchObject({ ok: true });
  for (const language of ['fr', 'ar'] as const) {
    expect(Object.keys(remoteMeta.texts[language].meta)).toEqual(Object.keys(remoteMeta.texts.en.meta));
    for (const key of Object.keys(remoteMeta.texts.en.meta) as (keyof typeof remoteMeta.texts.en.meta)[]) {
      expect(remoteMeta.texts[language].meta[key]).not.toBe(remoteMeta.texts.en.meta[key]);
    }
  }
});

it('links every menu entry and searchable page to a page of the module, with the permission of that page', () => {
  const routes = contentPagesModule.routes.map((route) => ({ path: `/pages/${route.path}`, route }));
  for (const { to, requires } of [...remoteMeta.nav, ...remoteMeta.pages]) {
    const match = matchRoutes(routes, to)?.at(-1)?.route.route;
    expect(match).toBeDefined();
    expect(match?.requires).toEqual(requires);
  }
});

it('lets every signed-in account open its own account settings and profile (read Auth)', () => {
  const own = remoteMeta.nav.filter((entry) => entry.to === '/pages/account-settings/general' || entry.to === '/pages/profile');
  expect(own.map((entry) => entry.requires)).toEqual([
    { action: 'read', subject: 'Auth' },
    { action: 'read', subject: 'Auth' },
  ]);
});
