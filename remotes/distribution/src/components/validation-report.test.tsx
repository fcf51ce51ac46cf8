import { screen, within } from '@testing-library/react';
import { mockServerPerTest } from '@console/testing';
import { distributionDomains, renderDistribution } from '../test-kit';

const mock = mockServerPerTest(distributionDomains);

it('offers Fix only for items the video editor can fix, and says what to do about the others', async () => {
  // A server newer than this console may report a problem it does not know (here `lowBitrate`):
  // the video editor cannot fix that, so a Fix link would lead nowhere useful.
  mock.server().get('/api/distribution/roku-channels/:id/validation', () => ({
    channelId: 2,
    itemCount: 1,
    issues: [
      { videoId: 12, title: 'Harbour lights', problems: ['missingUrl', 'missingDuration'], playlists: ['Weekend picks'] },
      { videoId: 13, title: 'Night market', problems: ['unpublished', 'missingThumbnail'], playlists: ['Weekend picks'] },
      { videoId: 14, title: 'Quiet coast', problems: ['lowBitrate'], playlists: ['Weekend picks'] },
    ],
    missingPlaylistIds: [],
    leftSincePublished: [],
  }));
  await renderDistribution('/distribution/roku-channels/2');
  const report = await screen.findByRole('table', { name: 'Validation report' });
  expect(within(report).getByRole('link', { name: 'Fix Harbour lights' })).toHaveAttribute('href', '/media/videos/12');
  expect(within(report).getByRole('link', { name: 'Fix Night market' })).toHaveAttribute('href', '/media/videos/13');
  expect(within(report).getAllByRole('link')).toHaveLength(2);
  const unfixable = within(report).getByRole('row', { name: /^Quiet coast/ });
  expect(within(unfixable).getByRole('listitem')).toHaveTextContent('Roku would reject it (lowBitrate): check the video against Roku’s feed requirements');
});

it('names the videos Roku still shows that the feed no longer carries, a deleted one by its id, until the next publish', async () => {
  mock.server().get('/api/distribution/roku-channels/:id/validation', () => ({
    channelId: 2,
    itemCount: 3,
    issues: [],
    missingPlaylistIds: [],
    leftSincePublished: [
      { videoId: 12, title: null },
      { videoId: 13, title: 'Night market' },
    ],
  }));
  await renderDistribution('/distribution/roku-channels/2');
  expect(await screen.findByText('Roku still shows 2 videos this feed no longer carries: deleted video #12, Night market. Publish again to take them off the channel.')).toBeInTheDocument();
  expect(screen.queryByText('Roku would accept every item of this feed.')).not.toBeInTheDocument();
});
