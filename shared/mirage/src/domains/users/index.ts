import type { MockDomain } from '../../server';
import type { SeedOptions } from '../../seed-options';

/** Spec §7 (users): not built yet. */
export function usersDomain(_options: SeedOptions = {}): MockDomain {
  return { name: 'users', routes() {} };
}
