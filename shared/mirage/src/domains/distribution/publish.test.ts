import type { ApiErrorBody, FeedValidation, PublishResponse, RokuChannel } from '@console/contracts';
import { emptyFeedCode } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { mediaAndDistribution } from '../media-and-distribution';

const { call } = mockApi(mediaAndDistribution);

// Channel 3 (Kumo Previews): every video of its playlist is rejected, so its feed has no item.
it('refuses to publish a feed with no item unless told the user allows it, and publishes nothing', async () => {
  const refused = await call<ApiErrorBody>('POST', '/api/distribution/roku-channels/3/publish', {});
  expect(refused.status).toBe(409);
  expect(refused.body).toMatchObject({ code: emptyFeedCode, params: { name: 'Kumo Previews' } });
  expect(refused.body.message).toBe('Kumo Previews has no valid item in its feed: publish it with allowEmpty to empty the channel on Roku.');
  expect((await call<{ channel: RokuChannel }>('GET', '/api/distribution/roku-channels/3')).body.channel).toMatchObject({ version: 0, publishedAt: null });

  const allowed = await call<PublishResponse>('POST', '/api/distribution/roku-channels/3/publish', { allowEmpty: true });
  expect(allowed.status).toBe(200);
  expect(allowed.body).toMatchObject({ itemCount: 0, channel: { version: 1 } });
});

it('publishes a feed with items with or without the body', async () => {
  const answer = await call<PublishResponse>('POST', '/api/distribution/roku-channels/2/publish');
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ itemCount: 4, channel: { version: 1 } });
});

it('takes only the boolean true as allowing an empty feed', async () => {
  expect((await call('POST', '/api/distribution/roku-channels/3/publish', { allowEmpty: 'yes' })).status).toBe(409);
});

it('names the videos a publish sent that have left the feed since, until the channel is published again', async () => {
  const published = (await call<PublishResponse>('POST', '/api/distribution/roku-channels/2/publish')).body.channel.publishedItemIds ?? [];
  expect(published).toHaveLength(4);
  const [deleted, unpublished] = published as [number, number];
  const video = (await call<{ video: Record<string, unknown> }>('GET', `/api/media/videos/${unpublished}`)).body.video;
  const { id: _id, views: _views, updatedAt: _updatedAt, publishedAt: _publishedAt, ...input } = video;
  expect((await call('PUT', `/api/media/videos/${unpublished}`, { ...input, status: 'archived' })).status).toBe(200);
  expect((await call('POST', '/api/media/videos/bulk', { action: 'delete', ids: [deleted] })).status).toBe(200);

  const validation = async () => (await call<FeedValidation>('GET', '/api/distribution/roku-channels/2/validation')).body;
  expect((await validation()).leftSincePublished).toEqual([{ videoId: deleted, title: null }, { videoId: unpublished, title: video.title }]);
  await call('POST', '/api/distribution/roku-channels/2/publish');
  expect((await validation()).leftSincePublished).toEqual([]);
});
