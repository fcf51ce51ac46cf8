import { screen, within } from '@testing-library/react';
import type { LogAction } from '@console/contracts';
import { englishLeftOnScreen, mockServerPerTest, switchTestLanguage } from '@console/testing';
import { uiAr } from '@console/ui/i18n/ar';
import { uiFr } from '@console/ui/i18n/fr';
import ar from '../i18n/ar';
import en from '../i18n/en';
import fr from '../i18n/fr';
import { distributionDomains, renderDistribution } from '../test-kit';

const mock = mockServerPerTest(distributionDomains);
afterEach(() => switchTestLanguage('en'));

// Entries with the parts the mock's action log writes (shared/mirage/src/action-log/logged-server.ts).
// Their English summaries are worded otherwise than the mock's, on purpose: the console says the
// parts, and never reads the summary back (an API client's text, whose wording may change).
const base = { at: '2026-11-04T09:30:00.000Z', userId: 1, userName: 'Nadia Okafor', method: 'POST' };
const bulk: LogAction = {
  ...base, id: 1, action: 'bulk', entityType: 'Video', entityId: null, summary: 'Archived 7 videos', path: '/api/media/videos/bulk',
  batch: { asked: 'archive', count: 7, ids: ['1', '2', '3', '4', '5'] },
  changes: [{ field: 'action', before: null, after: 'archive' }],
};
const emails: LogAction = {
  ...base, id: 2, action: 'update', entityType: 'Email', entityId: null, summary: 'Starred one email', path: '/apps/email/update-emails',
  batch: { count: 1, ids: ['7'] },
  changes: [{ field: 'isStarred', before: null, after: true }],
};
const settings: LogAction = {
  ...base, id: 3, action: 'update', entityType: 'General', entityId: null, summary: 'Saved the general settings', path: '/account-setting/general',
  name: 'Nadia Okafor',
  changes: [{ field: 'fullName', before: 'Nadia O.', after: 'Nadia Okafor' }],
};
// Entries recorded before the parts existed (still in a browser's saved log): the summary alone.
const oldNamed: LogAction = {
  ...base, id: 4, action: 'update', entityType: 'RokuChannel', entityId: '2', summary: 'update RokuChannel “Cedar Weekend”', method: 'PUT', path: '/api/distribution/roku-channels/2',
  changes: [],
};
const oldBatch: LogAction = {
  ...base, id: 5, action: 'bulk', entityType: 'Video', entityId: null, summary: 'bulk archive: 2 Videos (#4, #5)', path: '/api/media/videos/bulk',
  changes: [],
};
const oldPlain: LogAction = { ...base, id: 6, action: 'update', entityType: 'Pricing', entityId: null, summary: 'update Pricing', path: '/pricing/plan', changes: [] };

// What the log answers: the new entries, unless a test shows others.
let logged: LogAction[] = [];
beforeEach(() => {
  logged = [bulk, emails, settings];
  mock.server().get('/api/distribution/actions', () => ({ actions: logged, total: logged.length, facets: { users: [{ id: 1, name: 'Nadia Okafor' }], actions: ['bulk', 'update'], entityTypes: [...new Set(logged.map((entry) => entry.entityType))] } }));
});

/** The table's row headers (the summaries), once the row matching `shown` is there. */
const headers = async (table: string, shown: RegExp = /Nadia Okafor/) => {
  const rows = within(screen.getByRole('table', { name: table }));
  await rows.findByRole('rowheader', { name: shown });
  return rows.getAllByRole('rowheader').map((cell) => cell.textContent);
};

it('says a call on several records, and the account settings saved, in French', async () => {
  await switchTestLanguage('fr', { ui: uiFr });
  await renderDistribution('/distribution/actions');
  expect(await headers(fr.log.all)).toEqual([
    'Modification groupée (archivage) : 7 × Vidéo (n° 1, n° 2, n° 3, n° 4, n° 5, …)',
    'Modification : 1 × E-mail (n° 7)',
    'Modification : Paramètres généraux « \u2068Nadia Okafor\u2069 »',
  ]);
  expect(screen.getByText('Suivi : \u2068(vide)\u2069 → \u2068Oui\u2069')).toBeInTheDocument();
  expect(englishLeftOnScreen({ distribution: en }, { distribution: fr })).toEqual([]);
});

it('says them in Arabic too', async () => {
  await switchTestLanguage('ar', { ui: uiAr });
  await renderDistribution('/distribution/actions');
  const arabic = await headers(ar.log.all);
  expect(arabic[0]).toContain('تعديل جماعي (أرشفة)');
  // A list of records is joined as Arabic writes one (with "و"), not with a Latin comma.
  expect(arabic[0]).toContain('(رقم 1 ورقم 2 ورقم 3 ورقم 4 ورقم 5 و…)');
  expect(arabic[1]).toBe('تعديل: 1 × بريد إلكتروني (رقم 7)');
  expect(arabic[2]).toBe('تعديل: الإعدادات العامة «\u2068Nadia Okafor\u2069»');
  expect(arabic.join(' ')).not.toMatch(/bulk|archive|Videos|General/);
  expect(englishLeftOnScreen({ distribution: en }, { distribution: ar })).toEqual([]);
});

it('says them in English in words, not codes', async () => {
  await renderDistribution('/distribution/actions');
  expect(await headers('All actions')).toEqual(['Bulk change (archive): 7 × Video (#1, #2, #3, #4, #5, …)', 'Update: 1 × Email (#7)', 'Update: General settings “\u2068Nadia Okafor\u2069”']);
});

it('shows an entry recorded before its parts existed as the API sent it, but for its plain shape, which it says', async () => {
  logged = [oldNamed, oldBatch, oldPlain];
  await switchTestLanguage('fr', { ui: uiFr });
  await renderDistribution('/distribution/actions');
  expect(await headers(fr.log.all, /Formule tarifaire/)).toEqual(['update RokuChannel “Cedar Weekend”', 'bulk archive: 2 Videos (#4, #5)', 'Modification : Formule tarifaire']);
});
