import type { MediaStatus } from '@console/contracts';
import { json } from '../../http';
import type { MockDomain } from '../../mock-domain';
import type { SeedOptions } from '../../seed-options';

/** The Media remote's mock API (a stub to grow: see docs/mock-backend.md). */
export function mediaDomain(_options: SeedOptions = {}): MockDomain {
  return {
    name: 'media',
    routes(server) {
      server.get('/api/media/status', () => json(200, { message: 'Media is ready.' } satisfies MediaStatus));
    },
  };
}
