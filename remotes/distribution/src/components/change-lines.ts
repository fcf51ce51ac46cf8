import { isRecord, type FieldChange } from '@console/contracts';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length);

/**
 * The lines a row of the log shows for its changes: a change of an object (a smart playlist's
 * rules) as one line per field of it that changed ('rules.categoryId'), named and valued like any
 * field, instead of two objects to compare by eye; any other change as it is.
 */
export function changeLines(changes: readonly FieldChange[]): FieldChange[] {
  return changes.flatMap((change) => {
    const { field, before, after } = change;
    // An object on one side at least, and an object or nothing on the other.
    const objectOrNone = (value: unknown) => isRecord(value) || value === null;
    if (!objectOrNone(before) || !objectOrNone(after) || (before === null && after === null)) return [change];
    const was = isRecord(before) ? before : {};
    const is = isRecord(after) ? after : {};
    return [...new Set([...Object.keys(was), ...Object.keys(is)])]
      .filter((part) => !(isEmpty(was[part]) && isEmpty(is[part])) && JSON.stringify(was[part]) !== JSON.stringify(is[part]))
      .map((part) => ({ field: `${field}.${part}`, before: was[part] ?? null, after: is[part] ?? null }));
  });
}
