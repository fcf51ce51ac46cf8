import type { PublisherRow, RokuChannel, SearchCampaign } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { mediaAndDistribution } from '../media-and-distribution';

// A deleted record's id is never handed out again: an action-log link to it must not open a newer one.
const { call } = mockApi(mediaAndDistribution);

const publisher = (name: string) => ({ name, domains: [`${name.toLowerCase()}.example`], contactEmail: `ads@${name.toLowerCase()}.example`, brandIds: [1], revenueShare: 40, status: 'active' });
const channel = (name: string) => ({ name, providerName: 'Northlight Studios', brandId: 1, playlistIds: [1], library: 'playlists', language: 'en' });
const campaign = (name: string) => ({ name, brandId: 4, keywords: ['kept'], videoIds: [2], startDate: '2026-12-01', endDate: '2026-12-31', dailyBudget: 25, status: 'draft' });

it('gives a new publisher a new id after the newest one was deleted', async () => {
  const first = await call<{ publisher: PublisherRow }>('POST', '/api/distribution/publishers', publisher('Brief'));
  expect((await call('DELETE', `/api/distribution/publishers/${first.body.publisher.id}`)).status).toBe(200);
  const next = await call<{ publisher: PublisherRow }>('POST', '/api/distribution/publishers', publisher('Kept'));
  expect(next.status).toBe(201);
  expect(next.body.publisher.id).toBe(first.body.publisher.id + 1);
});

it('gives a new Roku channel a new id after the newest one was deleted', async () => {
  const first = await call<{ channel: RokuChannel }>('POST', '/api/distribution/roku-channels', channel('Brief'));
  expect(first.status).toBe(201);
  expect((await call('DELETE', `/api/distribution/roku-channels/${first.body.channel.id}`)).status).toBe(200);
  const next = await call<{ channel: RokuChannel }>('POST', '/api/distribution/roku-channels', channel('Kept'));
  expect(next.body.channel.id).toBe(first.body.channel.id + 1);
});

it('gives a new campaign a new id after the newest one was deleted', async () => {
  const first = await call<{ campaign: SearchCampaign }>('POST', '/api/distribution/campaigns', campaign('Brief'));
  expect(first.status).toBe(201);
  expect((await call('DELETE', `/api/distribution/campaigns/${first.body.campaign.id}`)).status).toBe(200);
  const next = await call<{ campaign: SearchCampaign }>('POST', '/api/distribution/campaigns', campaign('Kept'));
  expect(next.body.campaign.id).toBe(first.body.campaign.id + 1);
});
