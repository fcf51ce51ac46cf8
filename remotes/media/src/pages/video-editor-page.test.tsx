import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mediaDomain } from '@console/mirage';
import { apiFetch, apiJson, mockServerPerTest } from '@console/testing';
import { Response } from 'miragejs';
import { renderMedia, videosWhere } from '../test-kit';

// Jest runs CommonJS, which has no import.meta: the bundled clip's address is webpack's to give.
jest.mock('../player/bundled-clip', () => ({ bundledClipUrl: '/test-clip.webm' }));

const mock = mockServerPerTest(() => [mediaDomain()]);

const fetchVideo = async (id: number) =>
  (await apiJson<{ video: { title: string; status: string; thumbnail: string; duration: number; sourceUrl: string } }>(`/api/media/videos/${id}`)).video;

it('checks the title at the field: required, at most 100 characters', async () => {
  const [video] = await videosWhere();
  const { user } = await renderMedia(`/media/videos/${video?.id ?? 0}`);
  const title = await screen.findByLabelText('Title *');
  await user.clear(title);
  await user.tab();
  expect(title).toHaveAccessibleDescription('Title is required.');
  await user.type(title, 'x'.repeat(101));
  expect(title).toHaveAccessibleDescription('Title must be at most 100 characters.');
  await user.clear(title);
  await user.type(title, 'A better title');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(async () => expect((await fetchVideo(video?.id ?? 0)).title).toBe('A better title'));
});

it('offers only the allowed moves, and publishing needs a thumbnail (shown at the field)', async () => {
  const draft = (await videosWhere('status=draft')).find((video) => video.thumbnail === '' && video.categoryId !== null);
  const { user } = await renderMedia(`/media/videos/${draft?.id ?? 0}`);
  const workflow = await screen.findByRole('group', { name: 'Status workflow' });
  expect(within(workflow).getAllByRole('button').map((button) => button.textContent?.trim())).toEqual(['Move to Processing', 'Move to Published', 'Move to Archived']);
  await user.click(within(workflow).getByRole('button', { name: 'Move to Published' }));
  expect(await screen.findByText('A published video needs a thumbnail.')).toBeInTheDocument();
  expect((await fetchVideo(draft?.id ?? 0)).status).toBe('draft');
});

it('uploads a thumbnail with a preview, then publishes', async () => {
  const draft = (await videosWhere('status=draft')).find((video) => video.thumbnail === '' && video.categoryId !== null);
  const { user } = await renderMedia(`/media/videos/${draft?.id ?? 0}`);
  const file = new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });
  await user.upload(await screen.findByLabelText('Upload a thumbnail'), file);
  expect(await screen.findByRole('img', { name: 'Thumbnail preview' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/) as unknown);
  await user.click(screen.getByRole('button', { name: 'Move to Published' }));
  await waitFor(async () => expect(await fetchVideo(draft?.id ?? 0)).toMatchObject({ status: 'published', thumbnail: expect.stringMatching(/^data:image/) as unknown }));
  expect(await screen.findByRole('button', { name: 'Move to Unlisted' })).toBeInTheDocument();
});

it('refuses a thumbnail that is not a picture or is too large, at the field, keeping the one it has', async () => {
  const video = (await videosWhere('status=published')).find((row) => row.thumbnail !== '');
  await renderMedia(`/media/videos/${video?.id ?? 0}`);
  // The file input's accept would filter the PDF out; a browser lets "All files" be chosen.
  const user = userEvent.setup({ applyAccept: false });
  const input = await screen.findByLabelText('Upload a thumbnail');
  await user.upload(input, new File(['%PDF-1.7'], 'brief.pdf', { type: 'application/pdf' }));
  const field = screen.getByRole('group', { name: 'Thumbnail' });
  expect(field).toHaveAccessibleDescription('Choose a PNG, JPEG, GIF or WebP picture.');
  await user.upload(input, new File([new Uint8Array(800 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
  expect(field).toHaveAccessibleDescription('The picture must be at most 800 KB.');
  expect(screen.getByRole('img', { name: 'Thumbnail preview' })).toHaveAttribute('src', video?.thumbnail);
});

it('offers only active brands, keeping an inactive one a video already has (named so)', async () => {
  const brands = await apiJson<{ brands?: { id: number; name: string; status: string }[] } | { id: number; name: string; status: string }[]>('/api/media/brands');
  const rows = Array.isArray(brands) ? brands : (brands.brands ?? []);
  const inactive = rows.find((brand) => brand.status === 'inactive');
  const videos = await videosWhere();
  const active = videos.find((video) => video.brandId !== null && video.brandId !== inactive?.id);
  const { unmount } = await renderMedia(`/media/videos/${active?.id ?? 0}`);
  const brandSelect = await screen.findByRole('combobox', { name: 'Brand' });
  expect(within(brandSelect).queryByRole('option', { name: new RegExp(inactive?.name ?? 'none') })).not.toBeInTheDocument();
  unmount();
  const kept = videos.find((video) => video.brandId === inactive?.id);
  await renderMedia(`/media/videos/${kept?.id ?? 0}`);
  const keptSelect = await screen.findByRole('combobox', { name: 'Brand' });
  await within(keptSelect).findByRole('option', { name: `${inactive?.name ?? ''} (inactive)` });
  await waitFor(() => expect(keptSelect).toHaveDisplayValue(`${inactive?.name ?? ''} (inactive)`));
});

it('plays the video’s source in the browser’s own player', async () => {
  const [video] = await videosWhere();
  await renderMedia(`/media/videos/${video?.id ?? 0}`);
  const section = await screen.findByRole('region', { name: 'Video player' });
  expect(within(section).getByLabelText('Video player')).toHaveAttribute('src', '/test-clip.webm');
});

it.each(['abc', '99999', '01'])('says a video /media/videos/%s is not found, with the way back to the library', async (id) => {
  await renderMedia(`/media/videos/${id}`);
  expect(screen.getByRole('heading', { level: 1, name: 'This video was not found.' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the video library' })).toHaveAttribute('href', '/media/videos');
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

const ready = async () => (await videosWhere('status=draft')).find((video) => video.thumbnail !== '' && video.categoryId !== null);

it('after a move, puts focus on the workflow (its button has gone), not on the page body', async () => {
  const draft = await ready();
  const { user } = await renderMedia(`/media/videos/${draft?.id ?? 0}`);
  const workflow = await screen.findByRole('group', { name: 'Status workflow' });
  within(workflow).getByRole('button', { name: 'Move to Processing' }).focus();
  await user.keyboard('{Enter}');
  expect(await within(workflow).findByRole('button', { name: 'Move to Unlisted' })).toBeInTheDocument();
  await waitFor(() => expect(workflow).toHaveFocus());
  expect(workflow).toHaveTextContent('Processing');
});

it('says a move refused because the video changed elsewhere, in words, and offers the moves it really has', async () => {
  const draft = await ready();
  const { user } = await renderMedia(`/media/videos/${draft?.id ?? 0}`);
  const workflow = await screen.findByRole('group', { name: 'Status workflow' });
  // Another tab archives the video meanwhile.
  const { id: _id, duration: _duration, sourceUrl: _source, createdAt: _created, publishedAt: _published, views: _views, ...editable } = draft!;
  const archived = await apiFetch(`/api/media/videos/${draft?.id ?? 0}`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...editable, status: 'archived' }) });
  expect(archived.ok).toBe(true);
  await user.click(within(workflow).getByRole('button', { name: 'Move to Published' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('A video cannot go from Archived to Published.');
  expect(await within(workflow).findByRole('button', { name: 'Move to Draft' })).toBeInTheDocument();
  expect((await fetchVideo(draft?.id ?? 0)).status).toBe('archived');
});

it('after the thumbnail is removed, puts focus on the upload beside it', async () => {
  const draft = await ready();
  const { user } = await renderMedia(`/media/videos/${draft?.id ?? 0}`);
  await user.click(await screen.findByRole('button', { name: 'Remove thumbnail' }));
  expect(screen.queryByRole('img', { name: 'Thumbnail preview' })).not.toBeInTheDocument();
  expect(screen.getByLabelText('Upload a thumbnail')).toHaveFocus();
});

it('puts a video’s address and duration right, checked at the fields: without them it never reaches a Roku feed', async () => {
  // A draft added through the API without an address (the API still takes none).
  const added = await fetch('/api/media/videos', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ title: 'No address yet', duration: 5 }) });
  const { video } = (await added.json()) as { video: { id: number } };
  const { user } = await renderMedia(`/media/videos/${video.id}`);
  const player = await screen.findByRole('region', { name: 'Video player' });
  expect(within(player).getByText('No video URL yet: enter it under Details to play the video.')).toBeInTheDocument();
  const url = screen.getByLabelText('Video URL *');
  const duration = screen.getByLabelText('Duration (seconds) *');
  expect(url).toHaveValue('');
  expect(duration).toHaveValue(5);

  await user.type(url, 'cdn.example.com/clip.mp4');
  await user.clear(duration);
  await user.type(duration, '0');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(url).toHaveAccessibleDescription(expect.stringContaining('Video URL must be a web address (https:// or http://) or a path starting with /.')));
  expect(duration).toHaveAccessibleDescription('Duration must be a whole number of seconds, at least 1.');
  expect(await fetchVideo(video.id)).toMatchObject({ sourceUrl: '', duration: 5 });

  await user.clear(url);
  await user.type(url, 'https://cdn.example.com/clip.mp4');
  await user.clear(duration);
  await user.type(duration, '120');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(async () => expect(await fetchVideo(video.id)).toMatchObject({ sourceUrl: 'https://cdn.example.com/clip.mp4', duration: 120 }));
  expect(await within(player).findByLabelText('Video player')).toHaveAttribute('src', 'https://cdn.example.com/clip.mp4');
});

it('keeps focus on a move’s button while it is saved (said busy, not disabled: that drops the focus), then on the workflow', async () => {
  const draft = await ready();
  const { user } = await renderMedia(`/media/videos/${draft?.id ?? 0}`);
  const workflow = await screen.findByRole('group', { name: 'Status workflow' });
  mock.server().timing = 300;
  const move = within(workflow).getByRole('button', { name: 'Move to Processing' });
  await user.click(move);
  await waitFor(() => expect(move).toHaveAttribute('aria-disabled', 'true'));
  expect(move).toBeEnabled();
  expect(move).toHaveFocus();
  expect(await within(workflow).findByRole('button', { name: 'Move to Unlisted' })).toBeInTheDocument();
  await waitFor(() => expect(workflow).toHaveFocus());
});

it('when a move is refused for want of a thumbnail, puts focus on the thumbnail’s upload, where the message is', async () => {
  const draft = (await videosWhere('status=draft')).find((video) => video.thumbnail === '' && video.categoryId !== null);
  const { user } = await renderMedia(`/media/videos/${draft?.id ?? 0}`);
  const workflow = await screen.findByRole('group', { name: 'Status workflow' });
  await user.click(within(workflow).getByRole('button', { name: 'Move to Published' }));
  expect(await screen.findByRole('group', { name: 'Thumbnail' })).toHaveAccessibleDescription('A published video needs a thumbnail.');
  await waitFor(() => expect(screen.getByLabelText('Upload a thumbnail')).toHaveFocus());
});

it('when a move is refused by the server, puts focus on the reason above the form, not on a move that has gone', async () => {
  const draft = await ready();
  const { user } = await renderMedia(`/media/videos/${draft?.id ?? 0}`);
  const workflow = await screen.findByRole('group', { name: 'Status workflow' });
  const { id: _id, duration: _duration, sourceUrl: _source, createdAt: _created, publishedAt: _published, views: _views, ...editable } = draft!;
  await apiFetch(`/api/media/videos/${draft?.id ?? 0}`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...editable, status: 'archived' }) });
  await user.click(within(workflow).getByRole('button', { name: 'Move to Published' }));
  const alert = await screen.findByRole('alert');
  expect(await within(workflow).findByRole('button', { name: 'Move to Draft' })).toBeInTheDocument();
  await waitFor(() => expect(alert).toHaveFocus());
});

const deletedNotice = 'This video has been deleted elsewhere (in another tab or by someone else). What you see is its last loaded copy: changes to it can no longer be saved.';

it.each([
  ['the server fails', () => new Response(500, {}, { message: 'Internal error' }), false],
  ['the video was deleted elsewhere', () => new Response(404, {}, { message: 'Video not found.' }), true],
])('keeps the editor and its unsaved edits when a refresh fails because %s (a delete said above it)', async (_case, answer, deleted) => {
  const [video] = await videosWhere();
  const { user, queryClient } = await renderMedia(`/media/videos/${video?.id ?? 0}`);
  const title = await screen.findByLabelText('Title *');
  await user.clear(title);
  await user.type(title, 'Edited, not saved');
  mock.server().get('/api/media/videos/:id', answer);
  await act(() => queryClient.invalidateQueries());
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  expect(screen.getByLabelText('Title *')).toHaveValue('Edited, not saved');
  expect(screen.getByRole('heading', { level: 1, name: video?.title ?? '' })).toBeInTheDocument();
  if (deleted) expect(screen.getByRole('alert')).toHaveTextContent(deletedNotice);
  else expect(screen.queryByText(deletedNotice)).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Back to the video library' }) !== null).toBe(deleted);
});

it('asks before leaving while a save is still under way: it may yet fail', async () => {
  const [video] = await videosWhere();
  const { user, router } = await renderMedia(`/media/videos/${video?.id ?? 0}`);
  const title = await screen.findByLabelText('Title *');
  await user.clear(title);
  await user.type(title, 'Saving slowly');
  mock.server().put('/api/media/videos/:id', () => new Response(500, {}, { message: 'Internal error' }), { timing: 2_000 });
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await act(() => router.navigate('/media/playlists'));
  expect(await screen.findByRole('dialog', { name: 'Leave this page?' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Keep editing' }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(screen.getByLabelText('Title *')).toHaveValue('Saving slowly');
});
