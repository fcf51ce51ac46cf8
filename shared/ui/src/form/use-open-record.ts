import { useState, type Dispatch, type SetStateAction } from 'react';

const isRecord = (value: unknown): value is { id: number } => typeof value === 'object' && value !== null && 'id' in value;

/**
 * What an editor has open (a record, or a marker of the caller's: null, 'new'…), following the
 * record to its latest copy in `rows` as the page's queries refetch them (a save in another tab).
 * The editor's form takes the new values and keeps what was typed (useRecordForm). A record that
 * `rows` no longer holds (filtered out, deleted) stays as last seen.
 */
export function useOpenRecord<Row extends { id: number }, Other = null>(
  rows: readonly Row[] | null | undefined,
  initial: Row | Other,
): [Row | Other, Dispatch<SetStateAction<Row | Other>>] {
  const [opened, setOpened] = useState<Row | Other>(initial);
  const latest = isRecord(opened) ? rows?.find((row) => row.id === opened.id) : undefined;
  // Set while rendering (React's "storing information from previous renders"): the copy last seen
  // is what stays open when the record leaves `rows`.
  if (latest && latest !== opened) setOpened(latest);
  return [latest ?? opened, setOpened];
}
