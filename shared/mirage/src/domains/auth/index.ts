import type { MockDomain } from '../../server';
import type { SeedOptions } from '../../seed-options';

/** Spec §7 (auth): not built yet. */
export function authDomain(_options: SeedOptions = {}): MockDomain {
  return { name: 'auth', routes() {} };
}
