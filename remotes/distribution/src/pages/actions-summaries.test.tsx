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

// Entries as the mock's action log writes them (shared/mirage/src/action-log/logged-server.ts).
const base = { at: '2026-11-04T09:30:00.000Z', userId: 1, userName: 'Nadia Okafor', method: 'POST' };
const bulk: LogAction = {
  ...base, id: 1, action: 'bulk', entityType: 'Video', entityId: null, summary: 'bulk archive: 2 Videos (#4, #5)', path: '/api/media/videos/bulk',
  changes: [{ field: 'action', before: null, after: 'archive' }],
};
const emails: LogAction = {
  ...base, id: 2, action: 'update', entityType: 'Email', entityId: null, summary: 'update: 1 Email (#7)', path: '/apps/email/update-emails',
  changes: [{ field: 'isStarred', before: null, after: true }],
};
const settings: LogAction = {
  ...base, id: 3, action: 'update', entityType: 'General', entityId: null, summary: 'update General “Nadia Okafor”', path: '/account-setting/general',
  changes: [{ field: 'fullName', before: 'Nadia O.', after: 'Nadia Okafor' }],
};
beforeEach(() => {
  const actions = [bulk, emails, settings];
  mock.server().get('/api/distribution/actions', () => ({ actions, total: actions.length, facets: { users: [{ id: 1, name: 'Nadia Okafor' }], actions: ['bulk', 'update'], entityTypes: ['Video', 'Email', 'General'] } }));
});

const headers = async (table: string) => {
  const rows = within(screen.getByRole('table', { name: table }));
  await rows.findByRole('rowheader', { name: /Nadia Okafor/ });
  return rows.getAllByRole('rowheader').map((cell) => cell.textContent);
};

it('says a call on several records, and the account settings saved, in French', async () => {
  await switchTestLanguage('fr', { ui: uiFr });
  await renderDistribution('/distribution/actions');
  expect(await headers(fr.log.all)).toEqual([
    'Modification groupée (archivage) : 2 × Vidéo (#4, #5)',
    'Modification : 1 × E-mail (#7)',
    'Modification : Paramètres généraux « Nadia Okafor »',
  ]);
  expect(screen.getByText('Suivi : (vide) → Oui')).toBeInTheDocument();
  expect(englishLeftOnScreen({ distribution: en }, { distribution: fr })).toEqual([]);
});

it('says them in Arabic too', async () => {
  await switchTestLanguage('ar', { ui: uiAr });
  await renderDistribution('/distribution/actions');
  const arabic = await headers(ar.log.all);
  expect(arabic[0]).toContain('تعديل جماعي (أرشفة)');
  expect(arabic[2]).toBe('تعديل: الإعدادات العامة «Nadia Okafor»');
  expect(arabic.join(' ')).not.toMatch(/bulk|archive|Videos|General/);
  expect(englishLeftOnScreen({ distribution: en }, { distribution: ar })).toEqual([]);
});

it('says them in English in words, not codes', async () => {
  await renderDistribution('/distribution/actions');
  expect(await headers('All actions')).toEqual(['Bulk change (archive): 2 × Video (#4, #5)', 'Update: 1 × Email (#7)', 'Update: General settings “Nadia Okafor”']);
});
