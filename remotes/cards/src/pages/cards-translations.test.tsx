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
  expect(figure(await findCard('Average Watch Sessions'), fr.sessions.average)).toBe(`2${nnbsp}740`);
  expect(within(await findCard('Subscribers Gained')).getByText(`92,6${nbsp}k`, { normalizer: (text) => text })).toBeInTheDocument();
  expect(figure(await findCard('Views by Device'), 'Smart TV')).toBe(`46,2${nbsp}%`);
  expect(within(await findCard('Viewer Support Tracker')).getByRole('combobox', { name: 'Période : Suivi du support' })).toHaveDisplayValue('28 derniers jours');
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
    // The periods are left out: the revenue card's API series is named "Last Month" too (data).
    // Their translation is checked on the selectors above.
    expect(englishLeftOnScreen({ cards: { ...en, periods: {} } }, { cards: texts })).toEqual([]);
  });
});
