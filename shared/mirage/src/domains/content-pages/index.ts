import type { MockDomain } from '../../server';
import type { SeedOptions } from '../../seed-options';

/** Spec §7 (content-pages): not built yet. */
export function contentPagesDomain(_options: SeedOptions = {}): MockDomain {
  return { name: 'content-pages', routes() {} };
}
