/**
 * Compares text the way the lists sort it: case- and accent-insensitive English order. One
 * collator for every domain: `localeCompare` with options builds a new one per call, which
 * costs ~20 ms on 10,000 rows.
 */
export const compareText = new Intl.Collator('en', { sensitivity: 'base' }).compare;
