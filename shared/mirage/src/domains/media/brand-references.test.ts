import type { PublisherRow, RokuChannel } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { distributionDomain } from '../distribution';
import { mediaAndDistribution } from '../media-and-distribution';
import { usedInDistribution, type BrandReferences } from './brand-references';

const { get, call } = mockApi(mediaAndDistribution);

const editable = <T extends { id: number; updatedAt?: string }>({ id: _id, updatedAt: _at, ...rest }: T) => rest;
const publisherInput = ({ sdkKeyMasked: _key, ...row }: PublisherRow) => editable(row);

it('refuses to delete a brand a publisher and a Roku channel use, naming them, and deletes it once none does', async () => {
  const test = await call<{ id: number }>('POST', '/api/media/brands', { name: 'Test', slug: 'test', colour: '#123456', logo: '', status: 'active' });
  const { publisher } = (await get<{ publisher: PublisherRow }>('/api/distribution/publishers/1')).body;
  const { channel } = (await get<{ channel: RokuChannel }>('/api/distribution/roku-channels/1')).body;
  const tick = () =>
    Promise.all([
      call('PUT', '/api/distribution/publishers/1', { ...publisherInput(publisher), brandIds: [...publisher.brandIds, test.body.id] }),
      call('PUT', '/api/distribution/roku-channels/1', { ...editable(channel), brandId: test.body.id }),
    ]);
  expect((await tick()).map((answer) => answer.status)).toEqual([200, 200]);

  expect(await call('DELETE', `/api/media/brands/${test.body.id}`)).toEqual({
    status: 409,
    body: {
      message: `Test is still used by 1 publisher and 1 Roku channel: ${publisher.name}, ${channel.name}.`,
      code: 'in-distribution',
      params: { name: 'Test', count: 2, publishers: 1, channels: 1, campaigns: 0, names: `${publisher.name}, ${channel.name}` },
    },
  });
  expect((await get<{ id: number }[]>('/api/media/brands')).body.map((row) => row.id)).toContain(test.body.id);

  await call('PUT', '/api/distribution/publishers/1', publisherInput(publisher));
  await call('PUT', '/api/distribution/roku-channels/1', editable(channel));
  expect((await call('DELETE', `/api/media/brands/${test.body.id}`)).status).toBe(200);
});

it('names the campaigns of a brand too', () => {
  const references = distributionDomain().provides as BrandReferences;
  // Seed: Trailhead Outdoors and "Autumn football" use brand 4.
  expect(references.brandUsers(4)).toEqual({ publishers: ['Trailhead Outdoors'], channels: [], campaigns: ['Autumn football'] });
  expect(usedInDistribution('Arena Sports', { publishers: ['A', 'B'], channels: ['C'], campaigns: ['D'] })).toMatchObject({
    message: 'Arena Sports is still used by 2 publishers, 1 Roku channel and 1 search campaign: A, B, C, D.',
    params: { count: 4, publishers: 2, channels: 1, campaigns: 1 },
  });
  expect(usedInDistribution('Unused', { publishers: [], channels: [], campaigns: [] })).toBeNull();
});
