// Helpers for this remote's page tests.
import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { developmentUser, type SessionUser } from '@console/auth';
import type { BrandRow, Video, VideoListResponse } from '@console/contracts';
import { apiFetch, apiJson, renderRemote } from '@console/testing';
import ar from './i18n/ar';
import en from './i18n/en';
import fr from './i18n/fr';
import mediaModule from './module';

/** The demo editor: manages videos and playlists, reads brands and categories. */
export const editorUser: SessionUser = {
  ...developmentUser,
  id: 3,
  email: 'editor@demo.com',
  role: 'client',
  ability: [
    { action: 'manage', subject: 'Video' },
    { action: 'manage', subject: 'Playlist' },
    { action: 'read', subject: 'Brand' },
    { action: 'read', subject: 'Category' },
  ],
};

/**
 * A phone-width screen for the rest of the test (jsdom has no layout: matchMedia answers the
 * narrow-screen query); restored by jest.restoreAllMocks or the returned function.
 */
export function onPhone(): () => void {
  const phone = (query: string) => ({ matches: query.includes('max-width'), media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false });
  const spy = jest.spyOn(window, 'matchMedia').mockImplementation(phone);
  return () => spy.mockRestore();
}

/** Every video the mock holds matching `query` (a query string without '?'). */
export async function videosWhere(query = ''): Promise<Video[]> {
  return (await apiJson<VideoListResponse>(`/api/media/videos?perPage=100000&${query}`)).videos;
}

/** An editor's placeholder while its video or playlist loads (whatever the language). */
const recordLoading = () => [en, fr, ar].map((texts) => screen.queryByRole('status', { name: texts.loading })).find(Boolean);

/**
 * The media remote at `path`, once its page is on screen (a file's first render compiles the
 * pages): its heading, and an editor's record loaded (or failed), since an editor has its heading
 * while it loads. For the loading state itself, use renderRemote.
 */
export async function renderMedia(path: string, user: SessionUser = developmentUser) {
  const view = renderRemote(mediaModule, path, user);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 });
  const loading = recordLoading();
  if (loading) await waitForElementToBeRemoved(loading, { timeout: 5_000 });
  return view;
}

export const videosTable = () => screen.getByRole('table', { name: 'Videos' });

/** The titles in the library table, top to bottom. */
export const titles = () =>
  within(videosTable())
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

export const waitForRows = () => waitFor(() => expect(titles().length).toBeGreaterThan(0), { timeout: 5_000 });

/** The totals as read aloud: each term with its figure. */
export function totals(): Record<string, string | null | undefined> {
  const terms = screen.getAllByRole('term');
  const figures = screen.getAllByRole('definition');
  return Object.fromEntries(terms.map((term, index) => [term.textContent, figures[index]?.textContent]));
}

/** Adds a brand no video uses (one the list offers to delete), as another administrator would. */
export async function addSpareBrand(name = 'Spare Brand'): Promise<BrandRow> {
  const body = { name, slug: name.toLowerCase().replace(/\W+/g, '-'), colour: '#123456', logo: '', status: 'active' };
  const answer = await apiFetch('/api/media/brands', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (answer.status !== 201) throw new Error(`The spare brand was refused (${answer.status}).`);
  return (await answer.json()) as BrandRow;
}

/** Gives the first `count` videos the brand, behind the page's back (its list then still says none use it). */
export async function giveVideosBrand(brandId: number, count: number): Promise<void> {
  for (const video of (await videosWhere()).slice(0, count)) {
    const { id, title, description, categoryId, tags, language, rating, thumbnail, captions, status } = video;
    const answer = await apiFetch(`/api/media/videos/${id}`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ title, description, brandId, categoryId, tags, language, rating, thumbnail, captions, status }) });
    if (answer.status !== 200) throw new Error(`Video ${id} kept its brand (${answer.status}).`);
  }
}
