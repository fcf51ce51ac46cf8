import { screen, waitFor, within } from '@testing-library/react';
import { mediaDomain } from '@console/mirage';
import { mockServerPerTest, switchTestLanguage } from '@console/testing';
import { uiAr } from '@console/ui/i18n/ar';
import { uiFr } from '@console/ui/i18n/fr';
import { messagesAr } from '@console/ui/i18n/messages-ar';
import { messagesFr } from '@console/ui/i18n/messages-fr';
import ar from '../i18n/ar';
import fr from '../i18n/fr';
import { renderMedia, videosWhere, waitForRows } from '../test-kit';

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

async function openPanel(add = 'Add video') {
  const view = await renderMedia('/media/videos');
  await view.user.click(screen.getByRole('button', { name: add }));
  return { ...view, panel: await screen.findByRole('dialog') };
}

it('asks for the video’s address and a duration of at least 1 second, at the fields, and sends nothing until both are right', async () => {
  const { user, panel } = await openPanel();
  await user.type(within(panel).getByLabelText('Title *'), 'Launch day');
  const url = within(panel).getByLabelText('Video URL *');
  const duration = within(panel).getByLabelText('Duration (seconds) *');
  expect(url).toHaveAccessibleDescription('Where the file is played from: https://… or a path starting with /.');
  await user.click(within(panel).getByRole('button', { name: 'Create draft' }));
  await waitFor(() => expect(url).toHaveAccessibleDescription(expect.stringContaining('Video URL must be a web address (https:// or http://) or a path starting with /.')));
  expect(duration).toHaveAccessibleDescription('Duration must be a whole number of seconds, at least 1.');

  await user.type(url, 'cdn.example.com/launch.mp4'); // no scheme: not an address a feed can fetch
  await user.type(duration, '0');
  await user.click(within(panel).getByRole('button', { name: 'Create draft' }));
  await waitFor(() => expect(url).toHaveAccessibleDescription(expect.stringContaining('Video URL must be a web address')));
  expect(duration).toHaveAccessibleDescription('Duration must be a whole number of seconds, at least 1.');
  expect(await videosWhere()).toHaveLength(300);

  await user.clear(url);
  await user.type(url, 'https://cdn.example.com/launch.mp4');
  await user.clear(duration);
  await user.type(duration, '1');
  await user.click(within(panel).getByRole('button', { name: 'Create draft' }));
  await waitFor(async () => expect((await videosWhere('q=launch day'))[0]).toMatchObject({ sourceUrl: 'https://cdn.example.com/launch.mp4', duration: 1 }));
});

describe.each([
  { language: 'fr', texts: fr, ui: uiFr, messages: messagesFr },
  { language: 'ar', texts: ar, ui: uiAr, messages: messagesAr },
] as const)('in $language', ({ language, texts, ui, messages }) => {
  afterEach(() => switchTestLanguage('en'));

  it('names the address and duration fields and says what is wrong with them in the reader’s language', async () => {
    await switchTestLanguage(language, { ui, messages });
    const { user, panel } = await openPanel(texts.videos.add.open);
    const url = within(panel).getByLabelText(`${texts.source.url} *`);
    const duration = within(panel).getByLabelText(`${texts.source.duration} *`);
    await user.type(url, 'launch.mp4');
    await user.type(duration, '0');
    await user.click(within(panel).getByRole('button', { name: texts.videos.add.submit }));
    await waitFor(() => expect(url).toHaveAccessibleDescription(expect.stringContaining(messages['media.errors.sourceUrlInvalid'])));
    expect(duration).toHaveAccessibleDescription(messages['media.errors.durationInvalid']);
  });
});

it('is refused by the API too with a duration of 0 seconds, which no Roku feed takes', async () => {
  const answer = await fetch('/api/media/videos', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ title: 'Empty', duration: 0, sourceUrl: 'https://cdn.example.com/empty.mp4' }) });
  expect(answer.status).toBe(400);
  expect(((await answer.json()) as { errors: Record<string, string> }).errors).toHaveProperty('duration');
});

it('refuses a duration over a day at the field, and the API refuses it too (a slip would swamp the library’s totals)', async () => {
  const { user, panel } = await openPanel();
  await user.type(within(panel).getByLabelText('Title *'), 'Endless');
  await user.type(within(panel).getByLabelText('Video URL *'), 'https://cdn.example.com/endless.mp4');
  const duration = within(panel).getByLabelText('Duration (seconds) *');
  await user.type(duration, '99999999999999999999');
  await user.click(within(panel).getByRole('button', { name: 'Create draft' }));
  await waitFor(() => expect(duration).toHaveAccessibleDescription('A video lasts at most 24 hours (86400 seconds).'));
  expect(await videosWhere('q=Endless')).toEqual([]);

  const answer = await fetch('/api/media/videos', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ title: 'Endless', duration: 86_401, sourceUrl: 'https://cdn.example.com/endless.mp4' }) });
  expect(answer.status).toBe(400);
  expect(((await answer.json()) as { errors: Record<string, string> }).errors.duration).toBe('A video lasts at most 24 hours (86400 seconds).');
});
