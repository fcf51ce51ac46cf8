import type { BeaconStats } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { mediaAndDistribution } from '../media-and-distribution';

const { get } = mockApi(mediaAndDistribution);

// The seeded beacons run 90 days to 2026-11-30 (beacons.ts).
describe('a range given by one end only (a bookmark’s)', () => {
  it('from alone runs to the data’s last day', async () => {
    const { status, body } = await get<BeaconStats>('/api/distribution/beacons?from=2026-11-20');
    expect(status).toBe(200);
    expect([body.from, body.to]).toEqual(['2026-11-20', '2026-11-30']);
  });

  it('from past the data is an empty range, not a refusal', async () => {
    const { status, body } = await get<BeaconStats>('/api/distribution/beacons?from=2099-01-01');
    expect(status).toBe(200);
    expect(body.days).toEqual([]);
  });

  it('to alone is the 30 days ending there, also before the data', async () => {
    const inside = await get<BeaconStats>('/api/distribution/beacons?to=2026-11-10');
    expect(inside.status).toBe(200);
    expect([inside.body.from, inside.body.to]).toEqual(['2026-10-12', '2026-11-10']);
    const before = await get<BeaconStats>('/api/distribution/beacons?to=2020-01-01');
    expect(before.status).toBe(200);
    expect(before.body.days).toEqual([]);
  });

  it('still refuses a range reversed by both ends', async () => {
    expect((await get('/api/distribution/beacons?from=2026-11-20&to=2026-11-10')).status).toBe(400);
  });

  it('refuses a day that does not exist at either end, alone or not', async () => {
    for (const query of ['to=2026-13-01', 'from=2026-13-01', 'from=2026-11-01&to=2026-11-99']) {
      const { status, body } = await get<{ errors: Record<string, string> }>(`/api/distribution/beacons?${query}`);
      expect(status).toBe(400);
      expect(body.errors.from).toBe('The date range is not valid.');
    }
  });
});
