/** What the mock backend tells the console's user about its storage (the shell words and shows it). */
export type MockNotice =
  /** No usable IndexedDB: changes last until the tab closes. */
  | { kind: 'memory-only' }
  /** Saved data of `domain` could not be used (older seed, other shape): it starts from the seed again. */
  | { kind: 'reseeded'; domain: string };

export type NoticeListener = (notice: MockNotice) => void;
