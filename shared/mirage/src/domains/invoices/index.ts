import type { MockDomain } from '../../server';
import type { SeedOptions } from '../../seed-options';

/** Spec §7 (invoices): not built yet. */
export function invoicesDomain(_options: SeedOptions = {}): MockDomain {
  return { name: 'invoices', routes() {} };
}
