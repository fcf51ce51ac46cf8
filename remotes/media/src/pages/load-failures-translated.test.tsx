import { screen } from '@testing-library/react';
import { Response } from 'miragejs';
import { mediaDomain } from '@console/mirage';
import { mockServerPerTest, switchTestLanguage } from '@console/testing';
import { uiFr } from '@console/ui/i18n/fr';
import fr from '../i18n/fr';
import { renderMedia } from '../test-kit';

const mock = mockServerPerTest(() => [mediaDomain()]);
const down = () => new Response(503, {}, { message: 'The media service is down.' });

beforeEach(() => switchTestLanguage('fr', { ui: uiFr }));
afterEach(() => switchTestLanguage('en'));

// The API answers in English: a French reader is told in French, with Retry, never the server's words.
it.each([
  ['the brands', '/api/media/brands', '/media/brands', `${fr.taxonomy.brandsLoadFailed} ${fr.loadFailedRetry}`],
  ['a video', '/api/media/videos/:id', '/media/videos/1', `${fr.editor.loadFailed} ${fr.loadFailedRetry}`],
  ['a playlist', '/api/media/playlists/:id', '/media/playlists/1', `${fr.playlist.loadFailed} ${fr.loadFailedRetry}`],
])('says in French that %s could not be loaded', async (_what, call, page, text) => {
  mock.server().get(call, down);
  await renderMedia(page);
  expect(await screen.findByText(text, {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  expect(screen.queryByText(/media service/)).not.toBeInTheDocument();
});
