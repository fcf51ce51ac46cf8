import { screen, waitFor } from '@testing-library/react';
import { mediaDomain } from '@console/mirage';
import { drawOnlyPngs, failFileReads, mockServerPerTest } from '@console/testing';
import { renderMedia, videosWhere } from '../test-kit';

// Jest runs CommonJS, which has no import.meta: the bundled clip's address is webpack's to give.
jest.mock('../player/bundled-clip', () => ({ bundledClipUrl: '/test-clip.webm' }));

mockServerPerTest(() => [mediaDomain()]);
afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
});

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });

it('says at the field when the chosen thumbnail could not be read, keeps the one it has, and takes it when chosen again', async () => {
  const video = (await videosWhere('status=published')).find((row) => row.thumbnail !== '');
  const { user } = await renderMedia(`/media/videos/${video?.id ?? 0}`);
  const input = await screen.findByLabelText('Upload a thumbnail');
  const field = screen.getByRole('group', { name: 'Thumbnail' });

  const reads = failFileReads();
  await user.upload(input, png());
  await waitFor(() => expect(field).toHaveAccessibleDescription('This file could not be read. Choose it again or pick another.'));
  expect(screen.getByRole('img', { name: 'Thumbnail preview' })).toHaveAttribute('src', video?.thumbnail);

  reads.mockRestore();
  await user.upload(input, png());
  await waitFor(() => expect(screen.getByRole('img', { name: 'Thumbnail preview' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/)));
  expect(field).not.toHaveAccessibleDescription();
});

it('says at the field when the chosen thumbnail is not a picture the browser can draw, keeping the one it has', async () => {
  const video = (await videosWhere('status=published')).find((row) => row.thumbnail !== '');
  const { user } = await renderMedia(`/media/videos/${video?.id ?? 0}`);
  const input = await screen.findByLabelText('Upload a thumbnail');
  const field = screen.getByRole('group', { name: 'Thumbnail' });

  drawOnlyPngs();
  await user.upload(input, new File(['just some notes'], 'fake.png', { type: 'image/png' }));
  await waitFor(() => expect(field).toHaveAccessibleDescription('This file is not a picture, or it is damaged. Choose another.'));
  expect(screen.getByRole('img', { name: 'Thumbnail preview' })).toHaveAttribute('src', video?.thumbnail);

  await user.upload(input, png());
  await waitFor(() => expect(screen.getByRole('img', { name: 'Thumbnail preview' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/)));
  expect(field).not.toHaveAccessibleDescription();
});
