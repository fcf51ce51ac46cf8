import { screen, within } from '@testing-library/react';
import { Response } from 'miragejs';
import type { PlaylistRow } from '@console/contracts';
import { mediaDomain } from '@console/mirage';
import { mockServerPerTest, switchTestLanguage } from '@console/testing';
import { uiFr } from '@console/ui/i18n/fr';
import { addSpareBrand, renderMedia, videosWhere } from '../test-kit';

jest.mock('../player/bundled-clip', () => ({ bundledClipUrl: '/test-clip.webm' }));

// A newer server's refusal (a code this page does not know) and a failure with no code at all
// come in English only: a French reader is told what failed in French, an English one keeps the
// server's words.
const mock = mockServerPerTest(() => [mediaDomain()]);

jest.setTimeout(20_000);
afterEach(() => switchTestLanguage('en'));

const unknownRefusal = 'Kept by the legal hold of the archive.';
const down = 'The media service is down.';
const refuseWithUnknownCode = () => new Response(409, {}, { message: unknownRefusal, code: 'legal-hold', params: { until: '2030-01-01' } });
const failWithoutCode = () => new Response(500, {}, { message: down });

/** Deletes the spare brand (added before the page rendered: no video uses it), which the server refuses. */
async function deleteSpareBrand(user: Awaited<ReturnType<typeof renderMedia>>['user'], deleteLabel: string, confirmLabel: string) {
  mock.server().delete('/api/media/brands/:id', refuseWithUnknownCode);
  await user.click(await screen.findByRole('button', { name: `${deleteLabel} Spare Brand` }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: confirmLabel }));
  return 'Spare Brand';
}

/** Publishes the first two drafts, checking them by their box's label (`select` + title). */
async function publishTwoDrafts(user: Awaited<ReturnType<typeof renderMedia>>['user'], select: string, bulk: string, publish: string) {
  const drafts = (await videosWhere('status=draft')).slice(0, 2);
  for (const video of drafts) await user.click(await screen.findByRole('checkbox', { name: `${select} ${video.title}` }));
  await user.click(within(screen.getByRole('group', { name: bulk })).getByRole('button', { name: publish }));
  return drafts;
}

describe('in French', () => {
  beforeEach(() => switchTestLanguage('fr', { ui: uiFr }));

  it('says a brand delete refused with an unknown code as the brand that could not be deleted', async () => {
    await addSpareBrand();
    const { user } = await renderMedia('/media/brands');
    const name = await deleteSpareBrand(user, 'Supprimer', 'Supprimer');
    expect(await screen.findByText(`La marque ${name} n’a pas pu être supprimée.`)).toBeInTheDocument();
    expect(screen.queryByText(unknownRefusal)).not.toBeInTheDocument();
  });

  it('says a playlist delete that failed with no code in French', async () => {
    const [playlist] = (await (await fetch('/api/media/playlists')).json()) as PlaylistRow[];
    mock.server().delete('/api/media/playlists/:id', failWithoutCode);
    const { user } = await renderMedia('/media/playlists');
    await user.click(await screen.findByRole('button', { name: `Supprimer ${playlist?.name ?? ''}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText(`La playlist ${playlist?.name ?? ''} n’a pas pu être supprimée.`)).toBeInTheDocument();
    expect(screen.queryByText(down, { exact: false })).not.toBeInTheDocument();
  });

  it('says a bulk action that failed with no code, and a video refused with an unknown code, in French', async () => {
    const { user } = await renderMedia('/media/videos?status=draft');
    mock.server().post('/api/media/videos/bulk', failWithoutCode);
    await publishTwoDrafts(user, 'Sélectionner', 'Actions groupées', 'Publier');
    expect(await screen.findByText('Les vidéos sélectionnées n’ont pas pu être modifiées.')).toBeInTheDocument();
    expect(screen.queryByText(down, { exact: false })).not.toBeInTheDocument();

    mock.server().post('/api/media/videos/bulk', (_schema, request) => {
      const [id] = (JSON.parse(request.requestBody) as { ids: number[] }).ids;
      return { changed: [], refused: [{ id, title: 'Held clip', reason: unknownRefusal, code: 'legal-hold' }] };
    });
    await user.click(within(screen.getByRole('group', { name: 'Actions groupées' })).getByRole('button', { name: 'Publier' }));
    expect(await screen.findByText('Non modifiées : Held clip (Le serveur a refusé ce changement.)')).toBeInTheDocument();
  });

  it('says a status move refused with an unknown code above the editor, in French', async () => {
    const [draft] = await videosWhere('status=draft');
    mock.server().put('/api/media/videos/:id', () => new Response(400, {}, { message: 'The video is not valid.', errors: { status: unknownRefusal }, code: 'legal-hold' }));
    const { user } = await renderMedia(`/media/videos/${draft?.id ?? 0}`);
    await user.click(within(await screen.findByRole('group', { name: 'Circuit de publication' })).getByRole('button', { name: 'Passer à « En traitement »' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le statut de la vidéo n’a pas pu être changé.');
  });
});

describe('in English', () => {
  it('keeps the server’s words for a refusal with an unknown code', async () => {
    await addSpareBrand();
    const { user } = await renderMedia('/media/brands');
    await deleteSpareBrand(user, 'Delete', 'Delete');
    expect(await screen.findByText(unknownRefusal)).toBeInTheDocument();
  });

  it('keeps the server’s words for a failure with no code, and for a video refused with an unknown code', async () => {
    const { user } = await renderMedia('/media/videos?status=draft');
    mock.server().post('/api/media/videos/bulk', failWithoutCode);
    await publishTwoDrafts(user, 'Select', 'Bulk actions', 'Publish');
    expect(await screen.findByText(`The action failed: ${down}`)).toBeInTheDocument();

    mock.server().post('/api/media/videos/bulk', (_schema, request) => {
      const [id] = (JSON.parse(request.requestBody) as { ids: number[] }).ids;
      return { changed: [], refused: [{ id, title: 'Held clip', reason: unknownRefusal, code: 'legal-hold' }] };
    });
    await user.click(within(screen.getByRole('group', { name: 'Bulk actions' })).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(`Not changed: Held clip (${unknownRefusal})`)).toBeInTheDocument();
  });
});
