import { screen, waitFor, within } from '@testing-library/react';
import { cardsDomain } from '@console/mirage';
import { englishLeftOnScreen, mockServerPerTest, switchTestLanguage } from '@console/testing';
import { uiAr } from '@console/ui/i18n/ar';
import { uiFr } from '@console/ui/i18n/fr';
import ar from '../i18n/ar';
import en from '../i18n/en';
import fr from '../i18n/fr';
import { figure, findCard, renderCards } from '../test-kit';

jest.mock('react-chartjs-2', () => jest.requireActual('../chart-test-kit'));

mockServerPerTest(() => [cardsDomain()]);

afterEach(() => switchTestLanguage('en'));

// French groups thousands with a narrow no-break space and puts a no-break space before % and k.
const nnbsp = '\u202f';
const nbsp = '\u00a0';

it('writes the figures the French way', async () => {
  await switchTestLanguage('fr', { ui: uiFr });
  await renderCards('/dashboard/analytics');
  expect(screen.getByRole('heading', { level: 1, name: fr.pages.analyticsDashboard })).toBeInTheDocument();
  expect(figure(await findCard('Sessions de visionnage moyennes'), fr.sessions.average)).toBe(`2${nnbsp}740`);
  expect(within(await findCard('Abonnés gagnés')).getByText(`92,6${nbsp}k`, { normalizer: (text) => text })).toBeInTheDocument();
  expect(figure(await findCard('Vues par appareil'), 'TV connectée')).toBe(`46,2${nbsp}%`);
  expect(within(await findCard('Suivi du support aux spectateurs')).getByRole('combobox', { name: 'Période : Suivi du support aux spectateurs' })).toHaveDisplayValue('28 derniers jours');
});

// The cards' titles, series and labels are the API's data: it answers them in the page's language.
it("shows the API's words in French: titles, legends, segments and day names", async () => {
  await switchTestLanguage('fr', { ui: uiFr });
  await renderCards('/dashboard/analytics');
  for (const title of ['Abonnés gagnés', 'Commandes à la séance', 'Trafic du site', 'Spectateurs actifs', 'Commandes de produits dérivés']) {
    expect(await findCard(title)).toBeInTheDocument();
  }
  const sessions = await findCard('Sessions de visionnage moyennes');
  expect(within(sessions).getByRole('progressbar', { name: 'Objectif d’heures de visionnage' })).toBeInTheDocument();
  expect(within(sessions).getByRole('rowheader', { name: 'lun.' })).toBeInTheDocument();
  expect(figure(await findCard('Audience'), 'Nouveaux abonnés')).toBe('690');
  expect(figure(await findCard('Commandes de produits dérivés'), 'En attente')).toBe(`14${nnbsp}658`);
  for (const english of ['Subscribers Gained', 'Average Watch Sessions', 'Watch-hour goal', 'New subscribers', 'Pending', 'Mon']) {
    expect(screen.queryByText(english)).not.toBeInTheDocument();
  }
});

it('shows the API’s words in Arabic on the revenue dashboard', async () => {
  await switchTestLanguage('ar', { ui: uiAr });
  await renderCards('/dashboard/ecommerce');
  // The report's title is the card's own name in Arabic too: wait for its figures.
  const report = await findCard('تقرير الإيرادات');
  expect(await within(report).findByRole('columnheader', { name: 'الأرباح' }, { timeout: 5_000 })).toBeInTheDocument();
  expect(within(report).getAllByRole('rowheader', { name: 'يناير' })).toHaveLength(2); // earnings and budget
  const revenue = await findCard('إيرادات الإعلانات');
  expect(within(revenue).getByRole('columnheader', { name: 'الشهر الماضي' })).toBeInTheDocument();
  expect(figure(await findCard('الجمهور'), 'مشتركون جدد')).toBe('690');
});

describe.each([
  { language: 'fr', texts: fr, ui: uiFr },
  { language: 'ar', texts: ar, ui: uiAr },
] as const)('in $language', ({ language, texts, ui }) => {
  it.each(['/dashboard/analytics', '/dashboard/ecommerce', '/cards/analytics', '/cards/statistics'])('%s has no English of its own left', async (path) => {
    await switchTestLanguage(language, { ui });
    await renderCards(path);
    // Every card's answer is in: no loading placeholder left (the titles are the API's data, in English).
    await waitFor(() => expect(screen.queryAllByRole('status')).toEqual([]), { timeout: 5_000 });
    expect(screen.getAllByRole('table').length).toBeGreaterThanOrEqual(8);
    expect(englishLeftOnScreen({ cards: en }, { cards: texts })).toEqual([]);
  });
});
