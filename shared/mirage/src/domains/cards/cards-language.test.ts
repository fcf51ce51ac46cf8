import { cardAnalyticsNames, cardStatisticsNames, type CardAnalyticsName, type CardStatisticsName } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { cardTexts } from './card-texts';
import { cardsDomain } from '.';

mockApi(() => [cardsDomain()]);

const ask = async (path: string, language?: string) => {
  const response = await fetch(path, { headers: language ? { 'Accept-Language': language } : {} });
  return { language: response.headers.get('Content-Language'), card: (await response.json()) as Record<string, unknown> };
};
const title = async (path: string, language?: string) => (await ask(path, language)).card.title;

// The audience dashboard's cards (/dashboard/analytics).
const dashboard: [string, string, string, string][] = [
  ['/card/card-statistics/subscribers', 'Subscribers Gained', 'Abonnés gagnés', 'المشتركون المكتسبون'],
  ['/card/card-statistics/orders', 'Pay-per-View Orders', 'Commandes à la séance', 'طلبات الدفع مقابل المشاهدة'],
  ['/card/card-analytics/avg-sessions', 'Average Watch Sessions', 'Sessions de visionnage moyennes', 'متوسط جلسات المشاهدة'],
  ['/card/card-analytics/sessions-device', 'Views by Device', 'Vues par appareil', 'المشاهدات حسب الجهاز'],
  ['/card/card-analytics/product-orders', 'Merch Orders', 'Commandes de produits dérivés', 'طلبات المنتجات الترويجية'],
  ['/card/card-analytics/customers', 'Audience', 'Audience', 'الجمهور'],
  ['/card/card-analytics/support-tracker', 'Viewer Support Tracker', 'Suivi du support aux spectateurs', 'متابعة دعم المشاهدين'],
  ['/card/card-statistics/site-traffic', 'Site Traffic', 'Trafic du site', 'زيارات الموقع'],
  ['/card/card-statistics/active-users', 'Active Viewers', 'Spectateurs actifs', 'المشاهدون النشطون'],
];

it("titles the analytics dashboard's cards in the language asked, English without one", async () => {
  for (const [path, en, fr, ar] of dashboard) {
    expect([await title(path), await title(path, 'fr-FR,fr;q=0.9'), await title(path, 'ar')]).toEqual([en, fr, ar]);
  }
});

it('says which language it answered in', async () => {
  expect((await ask('/card/card-statistics/subscribers', 'fr')).language).toBe('fr');
  expect((await ask('/card/card-statistics/subscribers', 'de')).language).toBe('en');
});

it('translates the words inside a card and leaves the figures and the period values alone', async () => {
  const english = (await ask('/card/card-analytics/avg-sessions?period=Last%20Year')).card;
  const french = (await ask('/card/card-analytics/avg-sessions?period=Last%20Year', 'fr')).card;
  expect(french).toMatchObject({
    last_days: english.last_days,
    sessions: english.sessions,
    categories: ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'],
    series: [{ name: 'Sessions', data: (english.series as { data: number[] }[])[0]?.data }],
  });
  // The period's viewers (scaled before the words are translated).
  expect((french.progress as { label: string; value: number }[]).map(({ label, value }) => [label, value])).toEqual([
    ['Objectif d’heures de visionnage', 1_000_000],
    ['Spectateurs', 1_099_272],
    ['Fidélisation', 90],
    ['Durée moyenne de visionnage', 38],
  ]);
  const revenue = (await ask('/card/card-analytics/revenue', 'ar')).card;
  expect((revenue.series as { name: string }[]).map((one) => one.name)).toEqual(['هذا الشهر', 'الشهر الماضي']);
  const orders = (await ask('/card/card-analytics/product-orders', 'fr')).card;
  expect((orders.segments as { name: string }[]).map((one) => one.name)).toEqual(['Terminées', 'En attente', 'Refusées']);
});

it('has French and Arabic for every word of every card', async () => {
  const words = new Set<string>();
  const collect = (value: unknown, field?: string): void => {
    if (typeof value === 'string' && (field === 'title' || field === 'name' || field === 'label' || field === 'categories')) words.add(value);
    else if (Array.isArray(value)) value.forEach((item) => collect(item, field === 'categories' ? field : undefined));
    else if (value && typeof value === 'object') Object.entries(value).forEach(([key, item]) => collect(item, key));
  };
  const cards = [
    ...cardAnalyticsNames.map((name: CardAnalyticsName) => `/card/card-analytics/${name}`),
    ...cardStatisticsNames.map((name: CardStatisticsName) => `/card/card-statistics/${name}`),
  ];
  for (const path of cards) collect((await ask(path)).card);
  const untranslated = [...words].filter((word) => !/^\d+$/.test(word) && !(cardTexts[word]?.fr && cardTexts[word]?.ar));
  expect(words.size).toBeGreaterThan(40);
  expect(untranslated).toEqual([]);
});
