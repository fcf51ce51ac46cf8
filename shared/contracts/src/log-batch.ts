// Apart from distribution.ts, whose schemas the mock's core (loaded on the sign-in pages) must not carry.

/** The records a call on several of them reached, and what it asked of them. */
export interface LogBatch {
  /** The body's `action` ('archive', 'publish', … of a bulk call); absent when the body names none. */
  asked?: string;
  /** How many records the call named. */
  count: number;
  /** The first ids it named (at most `logBatchIdsShown`; `count` says how many there were). */
  ids: string[];
}

/** How many ids of a call on several records the log keeps (and its summary lists). */
export const logBatchIdsShown = 5;
