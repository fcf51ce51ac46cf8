/** What the mock backend tells the console's user about its storage (the shell words and shows it). */
export type MockNotice =
  /** No usable IndexedDB, or one that could not take the seed: changes last until the page reloads or closes. */
  | { kind: 'memory-only' }
  /** Saved data of `domain` could not be used (older seed, other shape): it starts from the seed again. */
  | { kind: 'reseeded'; domain: string };

export type NoticeListener = (notice: MockNotice) => void;
