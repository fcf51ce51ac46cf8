import { screen, within } from '@testing-library/react';
import type { FieldChange, LogAction } from '@console/contracts';
import { englishLeftOnScreen, mockServerPerTest, switchTestLanguage } from '@console/testing';
import { uiAr } from '@console/ui/i18n/ar';
import { uiFr } from '@console/ui/i18n/fr';
import ar from '../i18n/ar';
import en from '../i18n/en';
import fr from '../i18n/fr';
import { distributionDomains, renderDistribution } from '../test-kit';

const mock = mockServerPerTest(distributionDomains);
afterEach(() => switchTestLanguage('en'));

// Entries shaped as the mock's action log writes them (shared/mirage/src/action-log/), about the
// seeded catalogue: categories 2 World, 3 Business, 7 Entertainment, 8 Music, 10 Kids, 12 Documentary,
// 13 Nature; playlists 2 "Weekend picks", 4 "Fresh drafts"; brand 4 "Summit Sports".
const base = { at: '2026-11-04T09:30:00.000Z', userId: 1, userName: 'Nadia Okafor', action: 'update', method: 'PUT', summary: 'update' };
const entry = (id: number, entityType: string, name: string, changes: FieldChange[]): LogAction => ({ ...base, id, entityType, entityId: String(id), name, path: `/api/x/${id}`, changes });
const video = entry(1, 'Video', 'Harbour lights', [
  { field: 'categoryId', before: 8, after: 3 },
  { field: 'brandId', before: 1, after: 4 },
  { field: 'captions', before: [], after: ['fr', 'ar'] },
]);
const bulk: LogAction = {
  ...base, id: 2, action: 'bulk', entityType: 'Video', entityId: null, method: 'POST', path: '/api/media/videos/bulk', batch: { asked: 'category', count: 5, ids: ['1', '2', '3', '4', '5'] },
  changes: [{ field: 'categoryId', before: [12, 3, 7, 13, 2], after: 10 }],
};
const category = entry(3, 'Category', 'Nature', [{ field: 'parentId', before: 12, after: 10 }]);
// Video 4242 is not in the seeded library: deleted since.
const playlist = entry(4, 'Playlist', 'Front page', [{ field: 'videoIds', before: [1, 2, 3, 4, 5, 6, 4242], after: [2, 1, 3, 4, 5, 7] }]);
const channel = entry(5, 'RokuChannel', 'Cedar Weekend', [
  { field: 'playlistIds', before: [2], after: [2, 4] },
  { field: 'library', before: 'playlists', after: 'brand' },
]);
const smart = entry(6, 'Playlist', 'Top sports', [
  {
    field: 'rules',
    before: { brandId: null, categoryId: 4, tag: '', status: 'published', limit: 10, sort: 'most-viewed' },
    after: { brandId: 4, categoryId: 5, tag: 'goal', status: '', limit: 10, sort: 'newest' },
  },
]);
const deleted = entry(7, 'Category', 'Tennis', [{ field: 'parentId', before: 99, after: null }]);

beforeEach(() => {
  const actions = [video, bulk, category, playlist, channel, smart, deleted];
  mock.server().get('/api/distribution/actions', () => ({ actions, total: actions.length, facets: { users: [{ id: 1, name: 'Nadia Okafor' }], actions: ['update', 'bulk'], entityTypes: ['Video', 'Category', 'Playlist', 'RokuChannel'] } }));
});

/** The log's row whose summary names `name`, once the catalogue has named its records (`named`). */
async function rowOf(table: string, name: RegExp, named: string) {
  const row = await within(screen.getByRole('table', { name: table })).findByRole('row', { name });
  await within(row).findByText(named, { exact: false });
  return row;
}

it('names categories, playlists, brands and caption languages instead of their ids and codes', async () => {
  await renderDistribution('/distribution/actions');
  const edited = await rowOf('All actions', /Harbour lights/, 'Music');
  expect(within(edited).getByText('Category: \u2068Music\u2069 → \u2068Business\u2069')).toBeInTheDocument();
  expect(within(edited).getByText('Brand: \u2068Northlight Studios\u2069 → \u2068Summit Sports\u2069')).toBeInTheDocument();
  expect(within(edited).getByText('Captions: \u2068(empty)\u2069 → \u2068French, Arabic\u2069')).toBeInTheDocument();
  const moved = await rowOf('All actions', /category change/, 'Kids');
  expect(within(moved).getByText('Category: \u2068Documentary, Business, Entertainment, Nature, World\u2069 → \u2068Kids\u2069')).toBeInTheDocument();
  const parent = await rowOf('All actions', /Category “\u2068Nature/, 'Documentary');
  expect(within(parent).getByText('Parent category: \u2068Documentary\u2069 → \u2068Kids\u2069')).toBeInTheDocument();
  const carried = await rowOf('All actions', /Cedar Weekend/, 'Weekend picks');
  expect(within(carried).getByText('Playlists: \u2068Weekend picks\u2069 → \u2068Weekend picks, Fresh drafts\u2069')).toBeInTheDocument();
  expect(within(carried).getByText('Also carried: \u2068Only the playlists’ videos\u2069 → \u2068Every live video of the brand\u2069')).toBeInTheDocument();
});

it('says a record deleted since by its number', async () => {
  await renderDistribution('/distribution/actions');
  const row = await rowOf('All actions', /Tennis/, '#99');
  expect(within(row).getByText('Parent category: \u2068#99\u2069 → \u2068(empty)\u2069')).toBeInTheDocument();
});

const titleOf = async (id: number) => ((await (await fetch(`/api/media/videos/${id}`)).json()) as { video: { title: string } }).video.title;

it('says a playlist’s videos by their number and what changed in them by title, not two lists of ids', async () => {
  const [added, removed] = [await titleOf(7), await titleOf(6)];
  await renderDistribution('/distribution/actions');
  const row = await rowOf('All actions', /Front page/, removed);
  expect(
    within(row).getByText(`Videos: \u20687 videos\u2069 → \u20686 videos\u2069 (added “\u2068${added}\u2069”, removed “\u2068${removed}\u2069”, #4242, order changed)`),
  ).toBeInTheDocument();
  expect(row).not.toHaveTextContent('1, 2, 3');
});

it('says each changed rule of a smart playlist by its label and value, not JSON', async () => {
  await renderDistribution('/distribution/actions');
  const row = await rowOf('All actions', /Top sports/, 'Football');
  const lines = within(row).getAllByRole('listitem').map((line) => line.textContent);
  expect(lines).toEqual([
    'Rules › Brand: \u2068Any\u2069 → \u2068Summit Sports\u2069',
    'Rules › Category: \u2068Sports\u2069 → \u2068Football\u2069',
    'Rules › Tag: \u2068Any\u2069 → \u2068goal\u2069',
    'Rules › Status: \u2068Published\u2069 → \u2068Any\u2069',
    'Rules › Order: \u2068Most viewed first\u2069 → \u2068Newest first\u2069',
  ]);
  expect(row).not.toHaveTextContent(/[{}"]/);
});

it('says them in French', async () => {
  await switchTestLanguage('fr', { ui: uiFr });
  await renderDistribution('/distribution/actions');
  const edited = await rowOf(fr.log.all, /Harbour lights/, 'Music');
  expect(within(edited).getByText('Sous-titres : \u2068(vide)\u2069 → \u2068Français, Arabe\u2069')).toBeInTheDocument();
  const carried = await rowOf(fr.log.all, /Cedar Weekend/, 'Weekend picks');
  expect(within(carried).getByText('Inclure aussi : \u2068Seulement les vidéos des playlists\u2069 → \u2068Toutes les vidéos en ligne de la marque\u2069')).toBeInTheDocument();
  const [added, removed] = [await titleOf(7), await titleOf(6)];
  const videos = await rowOf(fr.log.all, /Front page/, removed);
  // The default normalizer reads the no-break spaces inside « » as spaces.
  expect(
    within(videos).getByText(`Vidéos : \u20687 vidéos\u2069 → \u20686 vidéos\u2069 (ajout de « \u2068${added}\u2069 », retrait de « \u2068${removed}\u2069 », n° 4242, ordre modifié)`),
  ).toBeInTheDocument();
  const rules = await rowOf(fr.log.all, /Top sports/, 'Football');
  expect(within(rules).getByText('Règles › Statut : \u2068Publié\u2069 → \u2068Indifférent\u2069')).toBeInTheDocument();
  expect(within(rules).getByText('Règles › Ordre : \u2068Plus vues\u2069 → \u2068Plus récentes d’abord\u2069')).toBeInTheDocument();
  await rowOf(fr.log.all, /Tennis/, 'n° 99');
  expect(englishLeftOnScreen({ distribution: en }, { distribution: fr })).toEqual([]);
});

it('leaves none of their English on screen for an Arabic reader', async () => {
  await switchTestLanguage('ar', { ui: uiAr });
  await renderDistribution('/distribution/actions');
  const rules = await rowOf(ar.log.all, /Top sports/, 'Football');
  expect(within(rules).getByText('القواعد › الترتيب: \u2068الأكثر مشاهدة\u2069 ← \u2068الأحدث أولًا\u2069')).toBeInTheDocument();
  const videos = await rowOf(ar.log.all, /Front page/, 'إزالة');
  expect(videos).toHaveTextContent('تغيير الترتيب');
  await rowOf(ar.log.all, /Cedar Weekend/, 'Weekend picks');
  await rowOf(ar.log.all, /Harbour lights/, 'Music');
  expect(englishLeftOnScreen({ distribution: en }, { distribution: ar })).toEqual([]);
});
