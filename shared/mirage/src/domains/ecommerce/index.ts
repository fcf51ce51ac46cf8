import type { MockDomain } from '../../server';
import type { SeedOptions } from '../../seed-options';

/** Spec §7 (ecommerce): not built yet. */
export function ecommerceDomain(_options: SeedOptions = {}): MockDomain {
  return { name: 'ecommerce', routes() {} };
}
