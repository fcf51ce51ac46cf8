import type { MockDomain } from '../../server';
import type { SeedOptions } from '../../seed-options';

/** Spec §7 (cards): not built yet. */
export function cardsDomain(_options: SeedOptions = {}): MockDomain {
  return { name: 'cards', routes() {} };
}
