import type { RokuChannel, SearchCampaign } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { distributionDomain } from '.';

// A campaign or channel saved with a video or playlist deleted since is refused with its own
// message (the form then names what was removed), not with "choose at least one".
const { get, call } = mockApi(() => [distributionDomain()]);

const editable = <T extends { id: number; updatedAt?: string }>({ id: _id, updatedAt: _at, ...rest }: T) => rest;

it('refuses a campaign promoting a video that is no longer in the library, saying so', async () => {
  const [campaign] = (await get<SearchCampaign[]>('/api/distribution/campaigns')).body;
  if (!campaign) throw new Error('The seed has no campaign.');
  const answer = await call<{ errors: Record<string, string> }>('PUT', `/api/distribution/campaigns/${campaign.id}`, { ...editable(campaign), videoIds: [...campaign.videoIds, 999_999] });
  expect(answer.status).toBe(400);
  expect(answer.body.errors).toEqual({ videoIds: 'A chosen video is no longer in the media library.' });
});

it('refuses a channel carrying a playlist that is no longer in the library, saying so', async () => {
  const [channel] = (await get<RokuChannel[]>('/api/distribution/roku-channels')).body;
  if (!channel) throw new Error('The seed has no channel.');
  const answer = await call<{ errors: Record<string, string> }>('PUT', `/api/distribution/roku-channels/${channel.id}`, { ...editable(channel), playlistIds: [...channel.playlistIds, 999_999] });
  expect(answer.status).toBe(400);
  expect(answer.body.errors).toEqual({ playlistIds: 'A chosen playlist is no longer in the media library.' });
});
