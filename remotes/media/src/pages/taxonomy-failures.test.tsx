import { act, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import type { BrandRow } from '@console/contracts';
import { mediaDomain } from '@console/mirage';
import { captureDownloads, mockServerPerTest, provideObjectUrls } from '@console/testing';

import { renderMedia, videosTable, videosWhere, waitForRows } from '../test-kit';

jest.mock('../player/bundled-clip', () => ({ bundledClipUrl: '/test-clip.webm' }));

const mock = mockServerPerTest(() => [mediaDomain()]);
provideObjectUrls();
jest.setTimeout(20_000);

const brandsFailed = 'The brands could not be loaded, so brand names are missing here.';

/** The brands call fails (every try) until the returned function is called; then it answers as before. */
async function brandsDown(): Promise<{ brands: BrandRow[]; restore(): void }> {
  const brands = (await (await fetch('/api/media/brands')).json()) as BrandRow[];
  let down = true;
  mock.server().get('/api/media/brands', () => (down ? new Response(503, {}, { message: 'The media service is down.' }) : brands));
  return { brands, restore: () => (down = false) };
}

const brandNameOf = (brands: readonly BrandRow[], id: number | null) => brands.find((brand) => brand.id === id)?.name ?? '';

it('says in the library that the brands could not be loaded, and Retry brings their names back', async () => {
  const { brands, restore } = await brandsDown();
  const { user } = await renderMedia('/media/videos');
  await waitForRows();
  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent(brandsFailed);
  const brandFilter = screen.getByRole('combobox', { name: 'Brand' });
  expect(within(brandFilter).getAllByRole('option')).toHaveLength(1); // only "All brands"

  restore();
  await user.click(within(notice).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(within(brandFilter).getAllByRole('option')).toHaveLength(brands.length + 1));
  expect(screen.queryByText(brandsFailed)).not.toBeInTheDocument();
  const [first] = await videosWhere();
  const row = within(videosTable()).getByRole('row', { name: new RegExp(first?.title ?? '') });
  expect(row).toHaveTextContent(brandNameOf(brands, first?.brandId ?? null));
});

it('writes no file with empty brand names: it says why, and exports them once they load', async () => {
  const downloads = captureDownloads();
  const { brands, restore } = await brandsDown();
  const published = await videosWhere('status=published');
  const { user } = await renderMedia('/media/videos?status=published');
  await waitForRows();
  expect(await screen.findByRole('alert')).toHaveTextContent(brandsFailed);
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByText(/^Nothing was exported: the brand and category names could not be loaded/, {}, { timeout: 5_000 })).toBeInTheDocument();
  expect(downloads.count()).toBe(0);

  restore();
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByText(`${published.length} videos exported.`, {}, { timeout: 5_000 })).toBeInTheDocument();
  const branded = published.find((video) => video.brandId !== null);
  const line = (await downloads.lines()).find((one) => one.startsWith(`${branded?.id ?? 0},`));
  expect(line).toContain(`,${brandNameOf(brands, branded?.brandId ?? null)},`);
});

it('keeps a video’s brand in the editor while the brands cannot be loaded: the field is locked, a save keeps it', async () => {
  const video = (await videosWhere()).find((row) => row.brandId !== null);
  const { brands, restore } = await brandsDown();
  const { user } = await renderMedia(`/media/videos/${video?.id ?? 0}`);
  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent(brandsFailed);
  expect(notice).toHaveTextContent('Their fields are locked until they load, so a save keeps the values they hold.');
  const brand = screen.getByRole('combobox', { name: 'Brand' });
  // Not blank or "None", which would read as a video without a brand.
  expect(brand).toBeDisabled();
  expect(brand).toHaveDisplayValue(`#${video?.brandId ?? ''}`);

  const title = screen.getByLabelText('Title *');
  await user.clear(title);
  await user.type(title, 'Saved while the brands were down');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Saved.')).toBeInTheDocument();
  const [saved] = await videosWhere('q=Saved while the brands were down');
  expect(saved?.brandId).toBe(video?.brandId);

  restore();
  await user.click(within(notice).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(brand).toBeEnabled());
  expect(brand).toHaveDisplayValue(brandNameOf(brands, video?.brandId ?? null));
  expect(screen.queryByText(brandsFailed)).not.toBeInTheDocument();
});

it('says so in the playlists too, and locks a playlist’s brand until the brands load', async () => {
  const { restore } = await brandsDown();
  const { user, router } = await renderMedia('/media/playlists');
  expect(await screen.findByRole('alert')).toHaveTextContent(brandsFailed);
  await act(() => router.navigate('/media/playlists/1'));
  const brand = await screen.findByRole('combobox', { name: 'Brand' });
  expect(brand).toBeDisabled();
  // Opening the playlist asked for the brands again: said once that has failed too.
  const notice = await screen.findByRole('alert');
  restore();
  await user.click(within(notice).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(brand).toBeEnabled());
});

it('says a brand or category id in the address that none has is not found, once they have loaded', async () => {
  await renderMedia('/media/videos?brand=9999&category=8888');
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveDisplayValue('9999 (not found)'));
  expect(screen.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('8888 (not found)');
});
