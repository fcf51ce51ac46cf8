import type { LogAction } from '@console/contracts/src/distribution';

/** The mock's record of every write: one list, newest last, changed in place (persisted by the core). */
export interface ActionLog {
  entries: LogAction[];
  /** How many entries were recorded since the log was created: the core saves the log only when it moved. */
  readonly recorded: number;
  record(entry: Omit<LogAction, 'id'>): LogAction;
}

/** The name under which a domain reads the log: `options.peer<ActionLog>(actionLogPeer)`. */
export const actionLogPeer = 'action-log';

/** Most entries kept: the oldest go first. */
export const actionLogLimit = 5000;

export function createActionLog(entries: LogAction[] = []): ActionLog {
  let recorded = 0;
  return {
    entries,
    get recorded() {
      return recorded;
    },
    record(entry) {
      recorded += 1;
      const action: LogAction = { id: (entries.at(-1)?.id ?? 0) + 1, ...entry };
      entries.push(action);
      if (entries.length > actionLogLimit) entries.splice(0, entries.length - actionLogLimit);
      return action;
    },
  };
}
