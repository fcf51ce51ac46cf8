// Lists of ids too long to name one by one (a playlist's videos: the catalogue is too big to read
// for a log row): said by their number of items, and what the change did to them.
const countedLists = new Set(['videoIds']);
export const isCountedList = (field: string) => countedLists.has(field);

export const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every((one) => typeof one === 'number');

export interface ListDifference {
  added: number[];
  removed: number[];
  /** Whether the ids on both sides are in another order. */
  reordered: boolean;
}

/** What a change of a list of ids did (nothing before or after: an empty list), or null for anything else. */
export function listDifference(before: unknown, after: unknown): ListDifference | null {
  const was = before === null || before === undefined ? [] : before;
  const is = after === null || after === undefined ? [] : after;
  if (!isIdList(was) || !isIdList(is)) return null;
  const inWas = new Set(was);
  const inIs = new Set(is);
  const keptBefore = was.filter((id) => inIs.has(id));
  const keptAfter = is.filter((id) => inWas.has(id));
  return { added: is.filter((id) => !inWas.has(id)), removed: was.filter((id) => !inIs.has(id)), reordered: keptBefore.some((id, index) => keptAfter[index] !== id) };
}
