/** How much data a domain seeds. */
export interface SeedOptions {
  /**
   * Rows to seed for the volume domains (users, invoices, products, tasks) instead of the
   * default handful; deterministic for a given number.
   */
  scale?: number;
}
