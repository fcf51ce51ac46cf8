import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentPagesDomain } from '@console/mirage';
import { drawOnlyPngs, failFileReads, mockServerPerTest } from '@console/testing';
import { renderPages, slow } from '../test-kit';

mockServerPerTest(() => [contentPagesDomain()]);
jest.setTimeout(20_000);
afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
});

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

it('says at the field when the chosen picture could not be read, and takes it when chosen again', async () => {
  await renderPages('/pages/account-settings/general');
  const user = userEvent.setup();
  const input = await screen.findByLabelText('Upload a picture', {}, slow);
  const picture = screen.getByRole('group', { name: 'Profile picture' });
  const saved = screen.getByRole('img', { name: 'Your profile picture' }).getAttribute('src');

  const reads = failFileReads();
  await user.upload(input, png());
  await waitFor(() => expect(picture).toHaveAccessibleDescription(expect.stringContaining('This file could not be read. Choose it again or pick another.')));
  expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', saved);

  reads.mockRestore();
  await user.upload(input, png());
  await waitFor(() => expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/)));
  expect(picture).not.toHaveAccessibleDescription(expect.stringContaining('could not be read'));
});

it('says at the field when the chosen picture is not one the browser can draw, keeping the one it has', async () => {
  await renderPages('/pages/account-settings/general');
  const user = userEvent.setup();
  const input = await screen.findByLabelText('Upload a picture', {}, slow);
  const picture = screen.getByRole('group', { name: 'Profile picture' });
  const saved = screen.getByRole('img', { name: 'Your profile picture' }).getAttribute('src');

  drawOnlyPngs();
  await user.upload(input, new File(['just some notes'], 'fake.png', { type: 'image/png' }));
  await waitFor(() => expect(picture).toHaveAccessibleDescription(expect.stringContaining('This file is not a picture, or it is damaged. Choose another.')));
  expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', saved);
  expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
});
