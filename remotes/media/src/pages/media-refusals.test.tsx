import { screen, waitFor, within } from '@testing-library/react';
import { mediaDomain } from '@console/mirage';
import { apiFetch, mockServerPerTest, switchTestLanguage } from '@console/testing';
import { uiAr } from '@console/ui/i18n/ar';
import { uiFr } from '@console/ui/i18n/fr';
import { addSpareBrand, giveVideosBrand, renderMedia, videosWhere } from '../test-kit';

// The API refuses in English and sends a code with its figures beside it: the page says the
// refusal in the user's language, plural forms included.
mockServerPerTest(() => [mediaDomain()]);

afterEach(() => switchTestLanguage('en'));

it('says a refused brand delete in French, with the count', async () => {
  await switchTestLanguage('fr', { ui: uiFr });
  // The list says no video uses it; three took it since (another administrator): the server refuses.
  const brand = await addSpareBrand();
  const { user } = await renderMedia('/media/brands');
  await giveVideosBrand(brand.id, 3);
  await user.click(await screen.findByRole('button', { name: `Supprimer ${brand.name}` }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
  expect(await screen.findByText(`${brand.name} est encore utilisée par 3 vidéos.`)).toBeInTheDocument();
});

it('says why bulk publish refused a video, and how many changed, in Arabic', async () => {
  await switchTestLanguage('ar', { ui: uiAr });
  const { user } = await renderMedia('/media/videos?status=draft');
  const drafts = (await videosWhere('status=draft')).slice(0, 10);
  const bare = drafts.find((video) => video.thumbnail === '');
  const ready = drafts.find((video) => video.thumbnail !== '' && video.categoryId !== null);
  for (const video of [bare, ready]) await user.click(await screen.findByRole('checkbox', { name: `تحديد ${video?.title ?? ''}` }));
  expect(screen.getByText('مقطعان محددان')).toBeInTheDocument();
  await user.click(within(screen.getByRole('group', { name: 'إجراءات جماعية' })).getByRole('button', { name: 'نشر' }));
  expect(await screen.findByText(`لم يتغير: ${bare?.title ?? ''} (ليست له صورة مصغرة.)`)).toBeInTheDocument();
  expect(await screen.findByText('تم تحديث مقطع فيديو واحد.')).toBeInTheDocument();
});

const smartRules = (brandId: number) => ({ brandId, categoryId: null, tag: '', status: '', limit: 20, sort: 'newest' });
const addSmartPlaylist = (name: string, brandId: number) =>
  apiFetch('/api/media/playlists', { method: 'POST', body: JSON.stringify({ name, description: '', brandId: null, kind: 'smart', videoIds: [], rules: smartRules(brandId) }) });
const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : String(input));

it('says at once that a brand a playlist uses cannot be deleted, naming the playlist, with no Delete to press', async () => {
  const brand = await addSpareBrand();
  await addSmartPlaylist('Showcase', brand.id);
  const { user } = await renderMedia('/media/brands');
  await user.click(await screen.findByRole('button', { name: `Delete ${brand.name}` }));
  const dialog = await screen.findByRole('dialog', { name: `${brand.name} cannot be deleted yet` });
  expect(dialog).toHaveTextContent(`${brand.name} is still used by a playlist: Showcase. Change that playlist first.`);
  expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
});

it('says which playlists still use a brand the list showed unused, in French', async () => {
  await switchTestLanguage('fr', { ui: uiFr });
  const brand = await addSpareBrand();
  const calls = jest.spyOn(window, 'fetch');
  const { user } = await renderMedia('/media/brands');
  // The page has read the brands (no playlist uses this one) before another administrator makes one of it.
  const brandsRead = () => calls.mock.results[calls.mock.calls.findIndex(([input]) => urlOf(input).endsWith('/api/media/brands'))]?.value as Promise<Response> | undefined;
  await waitFor(() => expect(brandsRead()).toBeDefined());
  await brandsRead();
  calls.mockRestore();
  await addSmartPlaylist('Vitrine', brand.id);
  await user.click(await screen.findByRole('button', { name: `Supprimer ${brand.name}` }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
  expect(await screen.findByText(`${brand.name} est encore utilisée par une playlist : Vitrine. Modifiez d’abord cette playlist.`)).toBeInTheDocument();
});
