import type { SavedRecord } from './mock-store';

/**
 * What the browser keeps of each domain, read without loading that domain: a domain that answers
 * with another's figures (the sign-in's cart count) reads them here when that domain has not
 * loaded in this page, rather than download its code and seed. Given by the core:
 * `options.peer<SavedRecords>(savedRecordsPeer)`.
 */
export interface SavedRecords {
  /**
   * The domain's record as stored (what it would adopt on loading, if its version and shape fit);
   * undefined when nothing is stored or nothing is kept (persistence off, no usable storage).
   */
  saved(domain: string): Promise<SavedRecord | undefined>;
}

/** The name under which a domain reads them through `peer`. */
export const savedRecordsPeer = 'saved-records';
