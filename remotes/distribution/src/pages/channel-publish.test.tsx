import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RokuChannel } from '@console/contracts';
import { englishLeftOnScreen, mockServerPerTest, switchTestLanguage } from '@console/testing';
import { uiAr } from '@console/ui/i18n/ar';
import { uiEn } from '@console/ui/i18n/en';
import { uiFr } from '@console/ui/i18n/fr';
import ar from '../i18n/ar';
import en from '../i18n/en';
import fr from '../i18n/fr';
import { distributionDomains, renderDistribution } from '../test-kit';

mockServerPerTest(distributionDomains);
afterEach(() => switchTestLanguage('en'));

// Channel 3 (Kumo Previews): every video of its playlist is rejected, so its feed has no item.
const channel = async (id: number) => ((await (await fetch(`/api/distribution/roku-channels/${id}`)).json()) as { channel: RokuChannel }).channel;

async function pressPublishOnEmptyChannel(publishLabel = 'Publish', itemCount = '0 items in the feed') {
  const user = userEvent.setup();
  await renderDistribution('/distribution/roku-channels/3');
  expect(await screen.findByText(itemCount)).toBeInTheDocument();
  const publish = screen.getByRole('button', { name: publishLabel });
  await user.click(publish);
  return { user, publish };
}

it('asks before publishing a feed with no item, starting on Cancel, which publishes nothing', async () => {
  const { user, publish } = await pressPublishOnEmptyChannel();
  const dialog = await screen.findByRole('dialog', { name: 'Publish an empty feed?' });
  expect(dialog).toHaveAccessibleDescription(
    'Kumo Previews has no valid item in its feed: published now, the channel would carry nothing on Roku, and its viewers would find it empty. The validation report says what to fix.',
  );
  const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
  await waitFor(() => expect(cancel).toHaveFocus());

  await user.click(cancel);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(publish).toHaveFocus());
  expect(screen.queryByText(/^Published version/)).not.toBeInTheDocument();
  expect(await channel(3)).toMatchObject({ version: 0, publishedAt: null });
});

it('publishes the empty feed once the user has said so', async () => {
  const { user } = await pressPublishOnEmptyChannel();
  const dialog = await screen.findByRole('dialog', { name: 'Publish an empty feed?' });
  await user.click(within(dialog).getByRole('button', { name: 'Publish with no items' }));
  expect(await screen.findByText('Published version 1 with 0 items.')).toBeInTheDocument();
  // The details show the new version once the channel is read again.
  expect(await screen.findByText(/^v1, /)).toBeInTheDocument();
});

it('publishes a feed with items at once, without asking', async () => {
  const user = userEvent.setup();
  await renderDistribution('/distribution/roku-channels/2');
  expect(await screen.findByText('4 items in the feed')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText('Published version 1 with 4 items.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('asks when the feed was emptied after the page read its report, and shows the empty report', async () => {
  const user = userEvent.setup();
  await renderDistribution('/distribution/roku-channels/2');
  expect(await screen.findByText('4 items in the feed')).toBeInTheDocument();
  const playlistShown = (name: string) => waitFor(() => expect(screen.getAllByRole('definition').map((detail) => detail.textContent)).toContain(name));
  await playlistShown('Weekend picks');
  // Behind the page's back: the channel now carries only Kumo's playlist, whose videos are all rejected.
  const stored = await channel(2);
  await fetch('/api/distribution/roku-channels/2', { method: 'PUT', body: JSON.stringify({ ...stored, playlistIds: [4] }) });

  await user.click(screen.getByRole('button', { name: 'Publish' }));
  const dialog = await screen.findByRole('dialog', { name: 'Publish an empty feed?' });
  expect(await screen.findByText('0 items in the feed')).toBeInTheDocument();
  expect(await channel(2)).toMatchObject({ version: 0, publishedAt: null });
  await user.click(within(dialog).getByRole('button', { name: 'Publish with no items' }));
  expect(await screen.findByText('Published version 1 with 0 items.')).toBeInTheDocument();
  expect(await screen.findByText(/^v1, /)).toBeInTheDocument();
  // Read again after the publish, the details name the playlist the channel now carries.
  await playlistShown('Fresh drafts');
});

it.each([
  ['fr', { distribution: fr, ui: uiFr }, '0 élément dans le flux'],
  ['ar', { distribution: ar, ui: uiAr }, 'لا عناصر في الخلاصة'],
] as const)('asks in the reader’s language (%s), with no English left in the dialog', async (language, texts, itemCount) => {
  await switchTestLanguage(language, { ui: texts.ui });
  await pressPublishOnEmptyChannel(texts.distribution.channels.publish, itemCount);
  const dialog = await screen.findByRole('dialog', { name: texts.distribution.channels.publishEmptyTitle });
  expect(within(dialog).getByRole('button', { name: texts.distribution.channels.publishEmptyConfirm })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: texts.ui.dialog.cancel })).toBeInTheDocument();
  expect(englishLeftOnScreen({ distribution: en, ui: uiEn }, texts, dialog)).toEqual([]);
});
