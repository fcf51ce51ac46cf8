import { beaconEvents } from '@console/contracts/src/distribution';
import { aggregateBeacons, seedBeacons } from './beacons';

const videos = [
  { id: 1, brandId: 1, status: 'published', views: 200_000 },
  { id: 2, brandId: 2, status: 'published', views: 100_000 },
  { id: 3, brandId: 1, status: 'draft', views: 0 },
] as const;

describe('beacon aggregation', () => {
  const cube = seedBeacons(videos, '2026-11-30', 10);
  const title = (id: number) => `Video ${id}`;

  it('is the same on every start', () => {
    expect(seedBeacons(videos, '2026-11-30', 10).cumulative).toEqual(cube.cumulative);
  });

  it('sums the series into the totals and the brands into all', () => {
    const all = aggregateBeacons(cube, '2026-11-21', '2026-11-30', null, title);
    expect(all.days).toHaveLength(10);
    for (const event of beaconEvents) expect(all.series[event].reduce((a, b) => a + b, 0)).toBe(all.totals[event]);
    const one = aggregateBeacons(cube, '2026-11-21', '2026-11-30', 1, title);
    const two = aggregateBeacons(cube, '2026-11-21', '2026-11-30', 2, title);
    expect(one.totals.impression + two.totals.impression).toBe(all.totals.impression);
  });

  it('narrows to the range and keeps the funnel in order', () => {
    const part = aggregateBeacons(cube, '2026-11-25', '2026-11-27', null, title);
    expect(part.days).toEqual(['2026-11-25', '2026-11-26', '2026-11-27']);
    expect(part.totals.start).toBeGreaterThanOrEqual(part.totals.complete);
    expect(part.totals.impression).toBeGreaterThan(0);
  });

  it('lists the top videos by starts with their range counts (the draft has none)', () => {
    const stats = aggregateBeacons(cube, '2026-11-21', '2026-11-30', null, title);
    expect(stats.topVideos.map((row) => row.videoId)).toEqual([1, 2]);
    const sum = stats.topVideos.reduce((total, row) => total + row.counts.start, 0);
    expect(sum).toBe(stats.totals.start);
  });
});
