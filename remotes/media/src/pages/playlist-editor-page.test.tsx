import { act, screen, waitFor, within } from '@testing-library/react';
import type { PlaylistDetailResponse } from '@console/contracts';
import { mediaDomain } from '@console/mirage';
import { apiFetch, apiJson, mockServerPerTest } from '@console/testing';
import { renderMedia } from '../test-kit';

mockServerPerTest(() => [mediaDomain()]);

const playlist = (id: number) => apiJson<PlaylistDetailResponse>(`/api/media/playlists/${id}`);
const order = () => within(screen.getByRole('list', { name: 'Videos in order' })).getAllByRole('listitem').map((item) => item.textContent);

it('reorders a manual playlist with the move buttons and saves the order', async () => {
  const before = (await playlist(1)).videos.map((video) => video.title);
  const { user } = await renderMedia('/media/playlists/1');
  await user.click(await screen.findByRole('button', { name: `Move ${before[0] ?? ''} down` }));
  await waitFor(() => expect(order()[0]).toContain(before[1]));
  await user.click(screen.getByRole('button', { name: 'Save playlist' }));
  const expected = [before[1], before[0], ...before.slice(2)];
  await waitFor(async () => expect((await playlist(1)).videos.map((video) => video.title)).toEqual(expected));
});

it('adds a video through the search picker and removes another', async () => {
  const before = (await playlist(2)).videos;
  const { user } = await renderMedia('/media/playlists/2');
  await user.type(await screen.findByLabelText('Search videos to add'), '#200{Enter}');
  await user.click(await screen.findByRole('button', { name: /^Add .*#200$/ }));
  await user.click(screen.getByRole('button', { name: `Remove ${before[0]?.title ?? ''}` }));
  await user.click(screen.getByRole('button', { name: 'Save playlist' }));
  await waitFor(async () => expect((await playlist(2)).playlist.videoIds).toEqual([...before.slice(1).map((video) => video.id), 200]));
});

it('keeps offering eight videos as the ones offered are added, without asking the library again for each', async () => {
  const { user } = await renderMedia('/media/playlists/new');
  const picker = await screen.findByRole('region', { name: 'Add videos' });
  const adds = () => within(picker).queryAllByRole('button', { name: /^Add / });
  await waitFor(() => expect(adds()).toHaveLength(8));
  const calls = jest.spyOn(window, 'fetch');
  const libraryCalls = () => calls.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('/api/media/videos?')).length;
  for (const button of adds()) await user.click(button);
  await waitFor(() => expect(within(screen.getByRole('list', { name: 'Videos in order' })).getAllByRole('listitem')).toHaveLength(8));
  await waitFor(() => expect(adds()).toHaveLength(8));
  expect(within(picker).queryByText('No videos match.')).not.toBeInTheDocument();
  expect(libraryCalls()).toBe(0);
  calls.mockRestore();
});

it('previews a smart playlist’s videos live as its rules change', async () => {
  const { user } = await renderMedia('/media/playlists/4'); // drafts
  const heading = await screen.findByRole('heading', { name: /^Preview \(\d+ videos\)$/ }, { timeout: 3_000 });
  await waitFor(() => expect(heading.textContent).not.toBe('Preview (0 videos)'));
  await user.selectOptions(screen.getByLabelText('Status'), 'published');
  const limit = screen.getByLabelText('Limit');
  await user.clear(limit);
  await user.type(limit, '3');
  await waitFor(() => expect(heading).toHaveTextContent('Preview (3 videos)'));
});

it('creates a new playlist', async () => {
  const { user, router } = await renderMedia('/media/playlists/new');
  await user.type(screen.getByLabelText('Name *'), 'Late night');
  await user.click(screen.getByRole('button', { name: 'Save playlist' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/media/playlists/5'));
  expect((await playlist(5)).playlist.name).toBe('Late night');
});

it.each(['abc', '999', '01'])('says a playlist /media/playlists/%s is not found, with the way back to the list', async (id) => {
  await renderMedia(`/media/playlists/${id}`);
  expect(screen.getByRole('heading', { level: 1, name: 'This playlist was not found.' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the playlists' })).toHaveAttribute('href', '/media/playlists');
});

it('keeps focus on a video moved with its buttons, on the other button at the end of the list', async () => {
  const [first = '', second = '', third = '', fourth = ''] = (await playlist(2)).videos.map((video) => video.title);
  const { user } = await renderMedia('/media/playlists/2');
  (await screen.findByRole('button', { name: `Move ${first} down` })).focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(order()[1]).toContain(first));
  expect(screen.getByRole('button', { name: `Move ${first} down` })).toHaveFocus();
  await user.keyboard('{Enter}{Enter}');
  await waitFor(() => expect(order()[3]).toContain(first));
  expect(screen.getByRole('button', { name: `Move ${first} up` })).toHaveFocus();
  [second, third, fourth, first].forEach((title, index) => expect(order()[index]).toContain(title));
});

it('after a video is removed, puts focus on the next one’s Remove, the previous one’s at the end, then the list’s heading', async () => {
  const titles = (await playlist(2)).videos.map((video) => video.title);
  const [first = '', second = '', third = '', fourth = ''] = titles;
  const { user } = await renderMedia('/media/playlists/2');
  (await screen.findByRole('button', { name: `Remove ${first}` })).focus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: `Remove ${second}` })).toHaveFocus();
  screen.getByRole('button', { name: `Remove ${fourth}` }).focus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: `Remove ${third}` })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: `Remove ${second}` })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByText('No videos yet: add some with the search below.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Videos in order' })).toHaveFocus();
});

it('after a video is added from the picker, puts focus on the next video’s Add, so several can be added by keyboard', async () => {
  const { user } = await renderMedia('/media/playlists/new');
  const picker = await screen.findByRole('region', { name: 'Add videos' });
  const adds = () => within(picker).queryAllByRole('button', { name: /^Add / });
  await waitFor(() => expect(adds()).toHaveLength(8));
  const [, next] = adds();
  adds()[0]?.focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(within(screen.getByRole('list', { name: 'Videos in order' })).getAllByRole('listitem')).toHaveLength(1));
  expect(next).toHaveFocus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(within(screen.getByRole('list', { name: 'Videos in order' })).getAllByRole('listitem')).toHaveLength(2));
  expect(adds()[0]).toHaveFocus();
});

it('saves a smart playlist after one of the videos its rules selected was deleted: its videos come from its rules, not a list it sends', async () => {
  const { videos: selected } = await playlist(4); // drafts, by rules
  const { user } = await renderMedia('/media/playlists/4');
  const name = await screen.findByLabelText('Name *');
  // Another tab deletes a video the rules selected when the editor opened.
  const gone = await apiFetch('/api/media/videos/bulk', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action: 'delete', ids: [selected[0]?.id] }) });
  expect(gone.ok).toBe(true);
  await user.clear(name);
  await user.type(name, 'Drafts to review');
  await user.click(screen.getByRole('button', { name: 'Save playlist' }));
  expect(await screen.findByText('Saved.')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  const saved = await playlist(4);
  expect(saved.playlist).toMatchObject({ name: 'Drafts to review', kind: 'smart', videoIds: [] });
  expect(saved.videos.map((video) => video.id)).not.toContain(selected[0]?.id);
});

it('keeps the editor and its unsaved edits when the playlist is deleted elsewhere, and says so above it', async () => {
  const { user, queryClient } = await renderMedia('/media/playlists/1');
  const name = await screen.findByLabelText('Name *');
  await user.clear(name);
  await user.type(name, 'Edited, not saved');
  await apiFetch('/api/media/playlists/1', { method: 'DELETE' });
  await act(() => queryClient.invalidateQueries());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This playlist has been deleted elsewhere (in another tab or by someone else). What you see is its last loaded copy: changes to it can no longer be saved.',
  );
  expect(screen.getByLabelText('Name *')).toHaveValue('Edited, not saved');
  expect(screen.getByRole('link', { name: 'Back to the playlists' })).toHaveAttribute('href', '/media/playlists');
});

it('names and marks a video deleted elsewhere when the save is refused, keeping the order, and saves once it is taken out', async () => {
  const { videos } = await playlist(1);
  const [, deleted] = videos;
  if (!deleted) throw new Error('playlist 1 has fewer than two videos');
  const { user } = await renderMedia('/media/playlists/1');
  await user.click(await screen.findByRole('button', { name: `Move ${videos[0]?.title ?? ''} down` }));
  // Another tab deletes the video while this editor shows it.
  const bulk = { action: 'delete', ids: [deleted.id] };
  expect((await apiFetch('/api/media/videos/bulk', { method: 'POST', body: JSON.stringify(bulk) })).status).toBe(200);
  await user.click(screen.getByRole('button', { name: 'Save playlist' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(`${deleted.title} was deleted after this playlist was opened. Remove it from the list, then save again.`);
  const row = order().findIndex((text) => text?.includes(deleted.title));
  expect(row).toBe(0);
  const rows = within(screen.getByRole('list', { name: 'Videos in order' })).getAllByRole('listitem');
  expect(within(rows[row]!).getByText('Deleted')).toBeInTheDocument();
  expect(within(rows[1]!).queryByText('Deleted')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: `Remove ${deleted.title}` }));
  await user.click(screen.getByRole('button', { name: 'Save playlist' }));
  await waitFor(async () => expect((await playlist(1)).playlist.videoIds).toEqual([videos[0]!.id, ...videos.slice(2).map((video) => video.id)]));
});

it('follows a save made in another tab while open: the name and order left alone take the new ones, the description typed stays', async () => {
  const { playlist: stored, videos } = await playlist(2);
  const { user, queryClient } = await renderMedia('/media/playlists/2');
  const description = await screen.findByRole('textbox', { name: 'Description' });
  await user.clear(description);
  await user.type(description, 'Mine');
  const { id: _id, updatedAt: _updatedAt, ...input } = stored;
  const reversed = [...input.videoIds].reverse();
  expect((await apiFetch('/api/media/playlists/2', { method: 'PUT', body: JSON.stringify({ ...input, name: 'Weekend best', videoIds: reversed }) })).status).toBe(200);
  await act(() => queryClient.invalidateQueries());
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Weekend best'));
  expect(order()[0]).toContain(videos.at(-1)?.title);
  expect(description).toHaveValue('Mine');
  await user.click(screen.getByRole('button', { name: 'Save playlist' }));
  await waitFor(async () => expect((await playlist(2)).playlist).toMatchObject({ name: 'Weekend best', description: 'Mine', videoIds: reversed }));
});
