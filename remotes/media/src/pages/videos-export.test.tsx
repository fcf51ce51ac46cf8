import { screen } from '@testing-library/react';
import type { Video } from '@console/contracts';
import { mediaDomain } from '@console/mirage';
import { captureDownloads, mockServerPerTest, provideObjectUrls, switchTestLanguage } from '@console/testing';
import { uiFr } from '@console/ui/i18n/fr';
import { renderMedia, videosWhere, waitForRows } from '../test-kit';

mockServerPerTest(() => [mediaDomain()]);
provideObjectUrls();
afterEach(() => switchTestLanguage('en'));

// A list, an export and a download read back: more than Jest's 5 s on a busy 2-core machine.
jest.setTimeout(20_000);

/** A CSV line's cells, as a spreadsheet reads them (RFC 4180: a quoted cell holds commas and doubled quotes). */
function cells(line: string): string[] {
  const found: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line.charAt(index);
    if (quoted && char === '"' && line.charAt(index + 1) === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      found.push(cell);
      cell = '';
    } else cell += char;
  }
  return [...found, cell];
}

/** Gives video `id` these tags, as an editor would have saved them. */
async function tagVideo(id: number, tags: string[]): Promise<Video> {
  const { video } = (await (await fetch(`/api/media/videos/${id}`)).json()) as { video: Video };
  const { title, description, brandId, categoryId, language, rating, thumbnail, captions, status } = video;
  const answer = await fetch(`/api/media/videos/${id}`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ title, description, brandId, categoryId, tags, language, rating, thumbnail, captions, status }) });
  if (answer.status !== 200) throw new Error(`Video ${id} kept its tags (${answer.status}).`);
  return { ...video, tags };
}

it('keeps each tag apart, and figures as numbers', async () => {
  const video = await tagVideo(200, ['city lights', 'hdr']);
  const { lines } = captureDownloads();
  const { user } = await renderMedia('/media/videos?q=%23200');
  await waitForRows();
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByText('1 video exported.', {}, { timeout: 5_000 })).toBeInTheDocument();

  const [header, row = ''] = await lines();
  expect(header).toBe('ID,Title,Brand,Category,Status,Language,Duration (s),Published,Views,Tags');
  const [id, , , , status, language, duration, , views, tags] = cells(row);
  expect(id).toBe('200');
  // The API's codes, as every export of the console writes them (data for whatever reads it next).
  expect(status).toBe(video.status);
  expect(language).toBe(video.language);
  expect(duration).toBe(String(video.duration));
  expect(views).toBe(String(video.views));
  // Two tags, as the editor's Tags field shows them: with a space they read as four words.
  expect(tags).toBe('city lights, hdr');
});

it('keeps the columns and codes as in English on a French screen (a file does not change shape with the language)', async () => {
  await switchTestLanguage('fr', { ui: uiFr });
  const { lines } = captureDownloads();
  const { user } = await renderMedia('/media/videos?status=archived');
  await user.click(await screen.findByRole('button', { name: 'Exporter en CSV' }));
  const archived = await videosWhere('status=archived');
  expect(await screen.findByText(`${archived.length} vidéos exportées.`, {}, { timeout: 5_000 })).toBeInTheDocument();

  const [header = '', ...rows] = await lines();
  expect(header).toBe('ID,Title,Brand,Category,Status,Language,Duration (s),Published,Views,Tags');
  expect(rows.map((row) => cells(row)[4])).toEqual(archived.map(() => 'archived'));
  expect(rows.map((row) => cells(row)[5])).toEqual(archived.map((video) => video.language));
});
