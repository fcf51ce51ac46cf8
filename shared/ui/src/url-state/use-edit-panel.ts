import { useCallback } from 'react';
import { useOpenRecord } from '../form/use-open-record';
import { urlParam } from './url-param';
import { useUrlState } from './use-url-state';

const schema = { edit: urlParam.int(0) };

export interface EditPanel<Row> {
  /** The row the add/edit panel shows: null adds one; undefined, the panel is closed. */
  row: Row | null | undefined;
  /** Opens the panel on `row` (null: a new one). */
  open(row: Row | null): void;
  /** Closes the panel, and takes `?edit=` out of the address if it opened it. */
  close(): void;
  /** The id the address asks to edit when the loaded rows have none (deleted since): for a "not found" notice. */
  missingId: number | null;
  /** Takes `?edit=` out of the address (the notice was read). */
  dismissMissing(): void;
}

/**
 * The add/edit panel of a list whose rows are edited over it, and `?edit=<id>`: the address the
 * navbar search and the action log link to, which opens that row's panel once the rows have
 * loaded, for whoever `mayEdit` it. `rows` undefined: still loading (or links not followed).
 */
export function useEditPanel<Row extends { id: number }>(rows: readonly Row[] | undefined, mayEdit: (row: Row) => boolean): EditPanel<Row> {
  // The panel follows the opened row to the list's latest copy (a save made elsewhere).
  const [opened, setOpened] = useOpenRecord<Row, null | undefined>(rows, undefined);
  const [{ edit }, setState] = useUrlState(schema);
  const dismissMissing = useCallback(() => setState({ edit: 0 }, { replace: true }), [setState]);
  const asked = edit === 0 || rows === undefined ? undefined : (rows.find((row) => row.id === edit) ?? null);
  const linked = asked && mayEdit(asked) ? asked : undefined;
  return {
    row: opened !== undefined ? opened : linked,
    open: setOpened,
    close: () => {
      setOpened(undefined);
      if (edit) dismissMissing();
    },
    missingId: asked === null ? edit : null,
    dismissMissing,
  };
}
