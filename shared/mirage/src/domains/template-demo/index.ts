import type { MockDomain } from '../../server';
import type { SeedOptions } from '../../seed-options';

/** Spec §7 (template-demo): not built yet. */
export function templateDemoDomain(_options: SeedOptions = {}): MockDomain {
  return { name: 'template-demo', routes() {} };
}
