import type { FieldChange } from '@console/contracts/src/distribution';

// Fields every write touches: not a change a person made.
const ignored = new Set(['updatedAt']);
const longest = 120;
/** At most this many different values of one field a change of several records keeps ('…' after them). */
const valuesKept = 5;

/** Most record ids a list keeps whole (a playlist's videos), and most fields a flat object does (a smart playlist's rules). */
const idsKept = 500;
const fieldsKept = 20;

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.length <= idsKept && value.every((one) => typeof one === 'number');
const isFlatObject = (value: unknown): value is Record<string, unknown> =>
  isPlainObject(value) && Object.keys(value).length <= fieldsKept && Object.values(value).every((one) => one === null || typeof one !== 'object');

/**
 * A value as the log keeps it: long texts (uploaded images as data URLs) cut short. A list of
 * record ids and a flat object stay whole, their texts cut like any (a reader compares the lists
 * and names each field: a cut JSON text says neither); anything else is cut as JSON text.
 */
export function loggedValue(value: unknown): unknown {
  if (typeof value === 'string') return value.length > longest ? `${value.slice(0, longest / 2)}… (${value.length} characters)` : value;
  if (value === undefined) return null;
  if (isIdList(value)) return value;
  if (isFlatObject(value)) return Object.fromEntries(Object.entries(value).map(([field, one]) => [field, loggedValue(one)]));
  if (typeof value === 'object' && value !== null) {
    const text = JSON.stringify(value);
    return text.length > longest ? `${text.slice(0, longest / 2)}…` : value;
  }
  return value;
}

/** No value: missing, null, or an empty text (a brand with no logo is '' in the store and gone once deleted). */
const isEmpty = (value: unknown) => value == null || value === '';

/**
 * Whether two values hold the same data: a plain object's fields in any order (a domain may build
 * the same client again in another order), a list's items in order. Missing, null and '' are the
 * same (what JSON makes of a field left undefined, and what a form sends for a field left blank),
 * at any depth: the log says "(empty)" for each, so a change between them would read "(empty) → (empty)".
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b || (isEmpty(a) && isEmpty(b))) return true;
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const fields = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...fields].every((field) => sameValue(a[field], b[field]));
}

/**
 * The fields that differ between an entity before and after a write (either may be missing: a
 * create has no before, a delete no after), each with its values cut short for the log.
 */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldChange[] {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChange[] = [];
  for (const field of names) {
    if (ignored.has(field) || field === 'id') continue;
    // Compared whole, before either side is cut short: two long values that differ past the cut
    // are a change. A field missing on one side and null on the other (a create's empty
    // `publishedAt`) is no change, not "(empty) → (empty)".
    if (!sameValue(before?.[field], after?.[field])) changes.push({ field, before: loggedValue(before?.[field]), after: loggedValue(after?.[field]) });
  }
  return changes;
}

/** `value` added to `values` unless one of them is the same (the first `valuesKept`, then '…'). */
function keepDistinct(values: unknown[], value: unknown): void {
  if (values.length > valuesKept || values.some((kept) => sameValue(kept, value))) return;
  values.push(values.length === valuesKept ? '…' : value);
}

const oneOrList = (values: unknown[]) => (values.length === 1 ? values[0] : values);

/**
 * The changes of a call on several records, one per field any of them changed, in the order first
 * met: each side the value the records it changed had, or, where they differed, their different
 * values as a list (five at most, then '…'). A record the call left as it was adds nothing: marking
 * a read and an unread email as read says "Read: No → Yes".
 */
export function mergedChanges(records: FieldChange[][]): FieldChange[] {
  const fields = new Map<string, { before: unknown[]; after: unknown[] }>();
  for (const changes of records) {
    for (const { field, before, after } of changes) {
      const values = fields.get(field) ?? { before: [], after: [] };
      fields.set(field, values);
      keepDistinct(values.before, before);
      keepDistinct(values.after, after);
    }
  }
  return [...fields].map(([field, { before, after }]) => ({ field, before: oneOrList(before), after: oneOrList(after) }));
}
