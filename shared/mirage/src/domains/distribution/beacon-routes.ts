import type { Server } from 'miragejs';
import type { Video } from '@console/contracts/src/media';
import { apiError, json, queryParam } from '../../http';
import type { Catalogue } from '../media/catalogue';
import { aggregateBeacons, dayList, seedBeacons, type BeaconCube } from './beacons';

const day = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text is a real YYYY-MM-DD day ('2026-13-01' is not: dayList would throw on it). */
const isDay = (text: string) => day.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

/**
 * The titles of the videos `ids` names, looked up now: the catalogue edits its list in place, so
 * no map kept between calls could tell it is out of date. One pass, keeping only the ids asked for
 * (the ≤ 20 top videos), so a 10,000-video catalogue costs one scan and no big map.
 */
function titlesOf(videos: readonly Video[], ids: readonly number[]): Map<number, string> {
  const titles = new Map<number, string>();
  const wanted = new Set(ids);
  for (const video of videos) {
    if (wanted.has(video.id)) titles.set(video.id, video.title);
    if (titles.size === wanted.size) break;
  }
  return titles;
}

/** Beacon statistics, aggregated here from the pre-aggregated cube (seeded on the first call). */
export function beaconRoutes(server: Server, catalogue: () => Catalogue) {
  let cube: BeaconCube | undefined;
  server.get('/api/distribution/beacons', (_schema, request) => {
    cube ??= seedBeacons(catalogue().videos);
    // A range given by one end only (a bookmark's) is completed from that end, so it is never
    // reversed by the default of the other: from → up to the data's last day (or that day itself,
    // past the data); to → the 30 days ending there.
    const askedFrom = queryParam(request, 'from');
    const askedTo = queryParam(request, 'to');
    const lastDay = cube.days.at(-1) ?? '';
    const to = askedTo || (askedFrom > lastDay ? askedFrom : lastDay);
    const from = askedFrom || (isDay(askedTo) ? (dayList(askedTo, 30)[0] ?? '') : (cube.days.at(-30) ?? ''));
    if (!isDay(from) || !isDay(to) || from > to) return apiError(400, 'The date range is not valid.', { from: 'The date range is not valid.' });
    const brandId = Number(queryParam(request, 'brandId')) || null;
    // Ranked without titles, then titled: only the top videos' titles are looked up.
    const stats = aggregateBeacons(cube, from, to, brandId, () => '');
    const titles = titlesOf(catalogue().videos, stats.topVideos.map((row) => row.videoId));
    const topVideos = stats.topVideos.map((row) => ({ ...row, title: titles.get(row.videoId) ?? `Video #${row.videoId}` }));
    return json(200, { ...stats, topVideos });
  });
}
