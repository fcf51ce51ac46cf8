// A call on several records at once, as the action log records it (logged-server.ts).
import type { FieldChange } from '@console/contracts/src/distribution';
import { logBatchIdsShown, type LogBatch } from '@console/contracts/src/log-batch';
import { isRecord } from '../http';
import { changedFields, mergedChanges } from './changes';
import type { Entity } from './entity-readers';

/** How many records of one call the log reads before and after it (the first ones named): bulk calls come from one page of a list. */
export const recordsRead = 100;

export interface SeveralRecords {
  batch: LogBatch;
  /** Every id the call named, as text. */
  ids: string[];
  /** What the body asked, as changes with nothing before: said when none of the records could be read. */
  asked: FieldChange[];
}

const lowerFirst = (word: string) => word.charAt(0).toLowerCase() + word.slice(1);

/**
 * A call on several records at once (a body with `ids`, as the bulk actions send, or the entity's
 * own `emailIds`): which ones and what was asked (`action`, kept as the batch's `asked`, and the
 * other fields, a nested record's fields as fields of their own: `dataToUpdate: { isRead }` is `isRead`).
 */
export function severalRecords(body: unknown, entityType: string): SeveralRecords | null {
  if (!isRecord(body)) return null;
  const idsField = Array.isArray(body.ids) ? 'ids' : `${lowerFirst(entityType)}Ids`;
  const named = body[idsField];
  if (!Array.isArray(named)) return null;
  const asked = Object.entries(body)
    .filter(([field]) => field !== idsField && field !== 'action')
    .flatMap(([field, after]) => (isRecord(after) ? Object.entries(after) : [[field, after] as const]))
    .map(([field, after]) => ({ field, before: null, after }));
  const ids = named.map(String);
  const batch: LogBatch = { count: ids.length, ids: ids.slice(0, logBatchIdsShown) };
  if (typeof body.action === 'string') batch.asked = body.action;
  return { batch, ids, asked };
}

/**
 * What the call changed, from each record read before it and after it (a deleted record has no
 * after): the records' changes merged field by field. Only records read on both sides count; when
 * there are none, what the body asked, with nothing before.
 */
export function severalChanges(several: SeveralRecords, before: Map<string, Entity>, after: Map<string, Entity> | null): FieldChange[] {
  const records = [...before].flatMap(([id, entity]) => {
    if (!after) return [changedFields(entity, null)];
    const now = after.get(id);
    return now ? [changedFields(entity, now)] : [];
  });
  return records.length ? mergedChanges(records) : several.asked;
}
