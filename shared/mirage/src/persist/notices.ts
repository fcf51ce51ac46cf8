/** What the mock backend tells the console's user about its storage (the shell words and shows it). */
export type MockNotice =
  /** No usable IndexedDB, or one that could not take the seed: changes last until the page reloads or closes. */
  | { kind: 'memory-only' }
  /** The store was made by a newer console (another tab, a newer deployment): this one cannot open it and runs in memory. */
  | { kind: 'newer-version' }
  /** Another tab upgraded or removed the store while this page ran: from then on it runs in memory. */
  | { kind: 'closed-elsewhere' }
  /** Saved data of `domain` could not be used (another version's seed, another shape, damaged): it starts from the seed again. */
  | { kind: 'reseeded'; domain: string };

export type NoticeListener = (notice: MockNotice) => void;
