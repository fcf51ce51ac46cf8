import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RokuChannel } from '@console/contracts';
import type { Catalogue, MockDomain } from '@console/mirage';
import { mockServerPerTest, switchTestLanguage } from '@console/testing';
import { uiFr } from '@console/ui/i18n/fr';
import { distributionDomains, renderDistribution } from '../test-kit';

let domains: MockDomain[] = [];
const mock = mockServerPerTest(() => (domains = distributionDomains()));
afterEach(() => switchTestLanguage('en'));

async function clearThumbnail(id: number) {
  const { video } = (await (await fetch(`/api/media/videos/${id}`)).json()) as { video: Record<string, unknown> };
  await fetch(`/api/media/videos/${id}`, { method: 'PUT', body: JSON.stringify({ ...video, thumbnail: '' }) });
  return String(video.title);
}

it('lists the channels with how many items Roku would reject', async () => {
  await renderDistribution('/distribution/roku-channels');
  const table = screen.getByRole('table', { name: 'Roku channels' });
  const row = await within(table).findByRole('row', { name: /^Cedar Weekend/ });
  expect(within(row).getByText('Weekend picks')).toBeInTheDocument();
  expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toContain('4');
});

it('names a playlist video without a thumbnail in the report, with a link to fix it', async () => {
  const title = await clearThumbnail(12);
  await renderDistribution('/distribution/roku-channels/2');
  const report = await screen.findByRole('table', { name: 'Validation report' });
  expect(within(report).getByRole('rowheader', { name: title })).toBeInTheDocument();
  expect(within(report).getByText('Missing thumbnail')).toBeInTheDocument();
  expect(within(report).getByRole('link', { name: `Fix ${title}` })).toHaveAttribute('href', '/media/videos/12');
});

it('says a clean feed is clean, previews it and publishes a new version', async () => {
  const user = userEvent.setup();
  await renderDistribution('/distribution/roku-channels/2');
  expect(await screen.findByText('Every item of the feed is valid: Roku will accept it.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show the feed' }));
  const feed = JSON.parse((await screen.findByRole('textbox', { name: 'Feed preview (Roku Direct Publisher JSON)' }) as HTMLTextAreaElement).value) as { providerName: string; playlists: { itemIds: string[] }[] };
  expect(feed.providerName).toBe('Cedar Broadcast');
  expect(feed.playlists[0]?.itemIds).toEqual(['11', '12', '13', '14']);
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText('Published version 1 with 4 items.')).toBeInTheDocument();
});

it('keeps the focus on Publish, pressed from the keyboard, while and after publishing, and takes no second press meanwhile', async () => {
  // The publish answers when the test says so: the button is seen while it is under way.
  let answer: () => void = () => undefined;
  let published = 0;
  mock.server().post('/api/distribution/roku-channels/:id/publish', async () => {
    published += 1;
    await new Promise<void>((resolve) => (answer = resolve));
    const { channel } = (await (await fetch('/api/distribution/roku-channels/2')).json()) as { channel: RokuChannel };
    return { channel: { ...channel, version: 1, publishedAt: '2026-11-04T09:00:00.000Z' }, itemCount: 4, issueCount: 0 };
  });
  const user = userEvent.setup();
  await renderDistribution('/distribution/roku-channels/2');
  const publish = await screen.findByRole('button', { name: 'Publish' });
  publish.focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(published).toBe(1));
  // Unavailable, yet not `disabled`: Chromium sends the focus of a control that becomes disabled to
  // the body (jsdom does not, so the attribute is what tells), and the keyboard user would start over.
  expect(publish).toHaveAttribute('aria-disabled', 'true');
  expect(publish).not.toBeDisabled();
  expect(publish).toHaveFocus();
  await user.keyboard('{Enter}');
  answer();
  expect(await screen.findByText('Published version 1 with 4 items.')).toBeInTheDocument();
  await waitFor(() => expect(publish).not.toHaveAttribute('aria-disabled'));
  expect(publish).toHaveFocus();
  expect(published).toBe(1);
});

it('keeps an open feed preview in step with an edit made on the page', async () => {
  const user = userEvent.setup();
  await renderDistribution('/distribution/roku-channels/2');
  await user.click(await screen.findByRole('button', { name: 'Show the feed' }));
  const preview = await screen.findByRole('textbox', { name: 'Feed preview (Roku Direct Publisher JSON)' });
  const value = () => (screen.getByRole('textbox', { name: 'Feed preview (Roku Direct Publisher JSON)' }) as HTMLTextAreaElement).value;
  expect((preview as HTMLTextAreaElement).value).toContain('"providerName": "Cedar Broadcast"');
  await user.click(screen.getByRole('button', { name: 'Edit Cedar Weekend' }));
  const panel = await screen.findByRole('dialog', { name: 'Edit Cedar Weekend' });
  const provider = within(panel).getByRole('textbox', { name: /^Provider name/ });
  await user.clear(provider);
  await user.type(provider, 'Cedar Radio');
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(value()).toContain('"providerName": "Cedar Radio"'));
});

it('says a channel still lists a playlist deleted from the library, instead of calling its feed valid', async () => {
  // The API refuses that delete now; data saved before it did, or another backend, may still hold one.
  const catalogue = domains.find((domain) => domain.name === 'media')?.provides as Catalogue;
  catalogue.playlists.splice(catalogue.playlists.findIndex((playlist) => playlist.id === 2), 1);
  await renderDistribution('/distribution/roku-channels/2');
  expect(await screen.findByText('No longer in the media library: Deleted playlist #2. Edit the channel to choose its playlists again.')).toBeInTheDocument();
  expect(screen.queryByText('Every item of the feed is valid: Roku will accept it.')).not.toBeInTheDocument();
  // Named deleted once the library's playlists have loaded without it (not while they load).
  expect(await screen.findByText('Deleted playlist #2')).toBeInTheDocument();
});

describe('one item and one rejected video', () => {
  // A channel down to one good video and one Roku would reject.
  beforeEach(() => {
    mock.server().get('/api/distribution/roku-channels/:id/validation', () => ({
      channelId: 2, itemCount: 1, issues: [{ videoId: 12, title: 'Harbour lights', problems: ['missingThumbnail'], playlists: ['Weekend picks'] }], missingPlaylistIds: [], leftSincePublished: [],
    }));
    mock.server().post('/api/distribution/roku-channels/:id/publish', async () => {
      const { channel } = (await (await fetch('/api/distribution/roku-channels/2')).json()) as { channel: RokuChannel };
      return { channel: { ...channel, version: 1, publishedAt: '2026-11-04T09:00:00.000Z' }, itemCount: 1, issueCount: 1 };
    });
  });

  it('are counted in the singular', async () => {
    const user = userEvent.setup();
    await renderDistribution('/distribution/roku-channels/2');
    expect(await screen.findByText('1 item in the feed')).toBeInTheDocument();
    expect(screen.getByText('1 item would be rejected. It is left out of the feed until it is fixed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published version 1 with 1 item.')).toBeInTheDocument();
  });

  it('are counted in the singular in French', async () => {
    await switchTestLanguage('fr', { ui: uiFr });
    await renderDistribution('/distribution/roku-channels/2');
    expect(await screen.findByText('1 élément dans le flux')).toBeInTheDocument();
    expect(screen.getByText('1 élément serait rejeté. Il reste hors du flux jusqu’à sa correction.')).toBeInTheDocument();
  });
});
