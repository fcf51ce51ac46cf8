import { parseRemoteMeta } from '@console/contracts';
import { remoteMeta } from './remote-meta';

it('is metadata the shell accepts, with the Invoice subject and every text in three languages', () => {
  expect(parseRemoteMeta(remoteMeta)).toMatchObject({ ok: true });
  expect(remoteMeta.nav[0].requires.subject).toBe('Invoice');
  expect(remoteMeta.pages.map((page) => page.to)).toEqual(['/apps/invoice/list', '/apps/invoice/add']);
  for (const language of ['fr', 'ar'] as const) {
    expect(Object.keys(remoteMeta.texts[language].meta)).toEqual(Object.keys(remoteMeta.texts.en.meta));
    expect(remoteMeta.texts[language].meta.menu).not.toBe(remoteMeta.texts.en.meta.menu);
  }
});
