import type { DistributionStatus } from '@console/contracts';
import { json } from '../../http';
import type { MockDomain } from '../../mock-domain';
import type { SeedOptions } from '../../seed-options';

/** The Distribution remote's mock API (a stub to grow: see docs/mock-backend.md). */
export function distributionDomain(_options: SeedOptions = {}): MockDomain {
  return {
    name: 'distribution',
    routes(server) {
      server.get('/api/distribution/status', () => json(200, { message: 'Distribution is ready.' } satisfies DistributionStatus));
    },
  };
}
