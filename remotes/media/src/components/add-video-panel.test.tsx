import { screen, waitFor, within } from '@testing-library/react';
import { mediaDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderMedia, waitForRows } from '../test-kit';

mockServerPerTest(() => [mediaDomain()]);

// jsdom has no object URLs and loads no media: the probe reads a 95-second file's metadata.
const objectUrlFunctions = ['createObjectURL', 'revokeObjectURL'] as const;
const jsdomOwn = objectUrlFunctions.map((name) => [name, Object.getOwnPropertyDescriptor(URL, name)] as const);
beforeAll(() => {
  for (const [name, own] of jsdomOwn) if (!own) Object.defineProperty(URL, name, { configurable: true, writable: true, value: () => '' });
});
afterAll(() => {
  for (const [name, own] of jsdomOwn) if (!own) Reflect.deleteProperty(URL, name);
});
beforeEach(() => {
  jest.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockReturnValue(95);
  jest.spyOn(HTMLMediaElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLMediaElement) {
    queueMicrotask(() => this.onloadedmetadata?.(new Event('loadedmetadata')));
  });
});
afterEach(() => jest.restoreAllMocks());

const hint = 'Only its name and duration are read: nothing is uploaded.';

it('forgets the last file when the panel closes: reopened, it shows the hint, not that file’s name', async () => {
  const { user } = await renderMedia('/media/videos');
  await waitForRows();
  await user.click(screen.getByRole('button', { name: 'Add video' }));
  let panel = await screen.findByRole('dialog', { name: 'Add a video' });
  await user.upload(within(panel).getByLabelText('Video file'), new File(['clip'], 'launch-day.webm', { type: 'video/webm' }));
  await waitFor(() => expect(within(panel).getByLabelText('Video file')).toHaveAccessibleDescription('launch-day.webm'));
  expect(within(panel).getByLabelText('Duration (seconds) *')).toHaveValue(95);

  await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
  await user.click(within(await screen.findByRole('dialog', { name: /discard/i })).getByRole('button', { name: /discard/i }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a video' })).not.toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: 'Add video' }));
  panel = await screen.findByRole('dialog', { name: 'Add a video' });
  expect(within(panel).getByLabelText('Video file')).toHaveAccessibleDescription(hint);
  expect(within(panel).queryByText('launch-day.webm')).not.toBeInTheDocument();
});
