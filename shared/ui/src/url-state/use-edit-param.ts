import { useCallback } from 'react';
import { urlParam } from './url-param';
import { useUrlState } from './use-url-state';

const schema = { edit: urlParam.int(0) };

export interface EditParam<Row> {
  /** The row the address asks to edit, once the rows have loaded: 'missing' when none has its id (deleted since); null when it asks none. */
  asked: Row | 'missing' | null;
  /** The id the address asks for (0: none), for the "not found" notice. */
  id: number;
  /** Takes `edit` out of the address (replacing the entry): the panel it opened was closed, or the notice read. */
  done(): void;
}

/**
 * `?edit=<id>` on a list page whose rows are edited in a panel: the address the navbar search and
 * the action log link to, so that a brand or a publisher found there opens in its panel.
 */
export function useEditParam<Row extends { id: number }>(rows: readonly Row[] | undefined): EditParam<Row> {
  const [{ edit }, setState] = useUrlState(schema);
  const done = useCallback(() => setState({ edit: 0 }, { replace: true }), [setState]);
  const asked = edit === 0 || rows === undefined ? null : (rows.find((row) => row.id === edit) ?? 'missing');
  return { asked, id: edit, done };
}
