import type { Server } from 'miragejs';
import type { Video } from '@console/contracts/src/media';
import { apiError, json, queryParam } from '../../http';
import type { Catalogue } from '../media/catalogue';
import { aggregateBeacons, seedBeacons, type BeaconCube } from './beacons';

const day = /^\d{4}-\d{2}-\d{2}$/;

/** Beacon statistics, aggregated here from the pre-aggregated cube (seeded on the first call). */
export function beaconRoutes(server: Server, catalogue: () => Catalogue) {
  let cube: BeaconCube | undefined;
  let titles: Map<number, string> | undefined;
  let titlesOf: Video[] | undefined;
  server.get('/api/distribution/beacons', (_schema, request) => {
    cube ??= seedBeacons(catalogue().videos);
    const from = queryParam(request, 'from') || (cube.days.at(-30) ?? '');
    const to = queryParam(request, 'to') || (cube.days.at(-1) ?? '');
    if (!day.test(from) || !day.test(to) || from > to) return apiError(400, 'The date range is not valid.', { from: 'The date range is not valid.' });
    const brandId = Number(queryParam(request, 'brandId')) || null;
    const videos = catalogue().videos;
    if (titlesOf !== videos) {
      titles = new Map(videos.map((video) => [video.id, video.title]));
      titlesOf = videos;
    }
    const names = titles;
    return json(200, aggregateBeacons(cube, from, to, brandId, (id) => names?.get(id) ?? `Video #${id}`));
  });
}
