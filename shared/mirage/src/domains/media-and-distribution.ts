import type { MockDomain } from '../mock-domain';
import { distributionDomain } from './distribution';
import { mediaDomain } from './media';

/**
 * The media and distribution domains reading each other as the core's `peer` joins them (for
 * tests): distribution reads the live catalogue, media asks which channels carry a playlist.
 */
export function mediaAndDistribution(): MockDomain[] {
  const domains = new Map<string, MockDomain>();
  const peer = <T,>(name: string) => domains.get(name)?.provides as T | undefined;
  domains.set('media', mediaDomain({ peer }));
  domains.set('distribution', distributionDomain({ peer }));
  return [...domains.values()];
}
