import { screen, within } from '@testing-library/react';
import type { SessionUser } from '@console/auth';
import { mediaDomain } from '@console/mirage';
import { mockServerPerTest, switchTestLanguage } from '@console/testing';
import { uiFr } from '@console/ui/i18n/fr';
import { editorUser, renderMedia, videosWhere } from '../test-kit';

jest.mock('../player/bundled-clip', () => ({ bundledClipUrl: '/test-clip.webm' }));

mockServerPerTest(() => [mediaDomain()]);

afterEach(() => switchTestLanguage('en'));

/** An account that may read the catalogue and change nothing in it. */
const reader: SessionUser = {
  ...editorUser,
  ability: (['Video', 'Playlist', 'Brand', 'Category'] as const).map((subject) => ({ action: 'read', subject })),
};

it('tells a read-only account, above the new-playlist form, why it cannot save', async () => {
  await renderMedia('/media/playlists/new', reader);
  const form = screen.getByRole('form', { name: 'New playlist' });
  const note = screen.getByRole('note');
  expect(note).toHaveTextContent('Your account may view playlists but not create them.');
  // Above the form, said once: not an alert announced as news.
  expect(note.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(within(form).getByRole('button', { name: 'Save playlist' })).toBeDisabled();
  expect(within(form).getByRole('textbox', { name: 'Name' })).toBeDisabled();
});

it('says it in French too', async () => {
  await switchTestLanguage('fr', { ui: uiFr });
  await renderMedia('/media/playlists/new', reader);
  expect(screen.getByRole('note')).toHaveTextContent('Votre compte peut consulter les playlists mais pas en créer.');
  expect(screen.getByRole('button', { name: 'Enregistrer la playlist' })).toBeDisabled();
});

it('says why an existing playlist cannot be changed', async () => {
  await renderMedia('/media/playlists/1', reader);
  expect(await screen.findByRole('note')).toHaveTextContent('Your account may view this playlist but not change it.');
  expect(screen.getByRole('button', { name: 'Save playlist' })).toBeDisabled();
});

it('says why a video cannot be changed, its Save disabled', async () => {
  const [video] = await videosWhere();
  await renderMedia(`/media/videos/${video?.id ?? 0}`, reader);
  expect(screen.getByRole('note')).toHaveTextContent('Your account may view this video but not change it.');
  expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
});

it('shows no note, and Save enabled, to an account that may create playlists', async () => {
  await renderMedia('/media/playlists/new', editorUser);
  expect(screen.queryByRole('note')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save playlist' })).toBeEnabled();
});

it('offers no “New playlist” to an account that may not create one', async () => {
  await renderMedia('/media/playlists', reader);
  expect(await screen.findByRole('table', { name: 'Playlists' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'New playlist' })).not.toBeInTheDocument();
});
