import type { FieldChange } from '@console/contracts/src/distribution';

// Fields every write touches: not a change a person made.
const ignored = new Set(['updatedAt']);
const longest = 120;

/** A value as the log keeps it: long texts (uploaded images as data URLs) cut short. */
export function loggedValue(value: unknown): unknown {
  if (typeof value === 'string') return value.length > longest ? `${value.slice(0, longest / 2)}… (${value.length} characters)` : value;
  if (value === undefined) return null;
  if (typeof value === 'object' && value !== null) {
    const text = JSON.stringify(value);
    return text.length > longest ? `${text.slice(0, longest / 2)}…` : value;
  }
  return value;
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between an entity before and after a write (either may be missing: a
 * create has no before, a delete no after), each with its values cut short for the log.
 */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldChange[] {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChange[] = [];
  for (const field of names) {
    if (ignored.has(field) || field === 'id') continue;
    // Compared as logged: a field missing on one side and null on the other (a create's empty
    // `publishedAt`) is no change, not "(empty) → (empty)".
    const old = loggedValue(before?.[field]);
    const now = loggedValue(after?.[field]);
    if (!same(old, now)) changes.push({ field, before: old, after: now });
  }
  return changes;
}
