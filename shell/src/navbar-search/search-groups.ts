import { mainSearchGroupLimit, type MainSearchResponse, type SearchContact, type SearchFile, type SearchPage } from '@console/contracts';
import type { FoundRecord, RecordSource } from './record-search';

export type SearchOption =
  | { kind: 'pages'; item: SearchPage }
  | { kind: 'records'; item: FoundRecord }
  | { kind: 'files'; item: SearchFile }
  | { kind: 'contacts'; item: SearchContact };

export type SearchGroupKind = SearchOption['kind'];

export interface SearchGroup {
  kind: SearchGroupKind;
  /** Unique among the groups: the kind, or a record search's own key. */
  key: string;
  /** A record search's heading, from its remote's texts (the others are the search's own texts). */
  label?: string;
  options: SearchOption[];
}

/** What one record search answered, or that it failed. */
export interface RecordAnswer {
  source: RecordSource;
  found: FoundRecord[] | null;
}

/**
 * The answers as the dialog lists them: Pages, the records of each remote's search (Users…),
 * Files, Contacts; empty groups left out and each held to spec §9's 4 items even if a server sends more.
 */
export function groupResults(response: MainSearchResponse, records: readonly RecordAnswer[] = []): SearchGroup[] {
  const groups: SearchGroup[] = [
    { kind: 'pages', key: 'pages', options: response.pages.slice(0, mainSearchGroupLimit).map((item) => ({ kind: 'pages', item })) },
    ...records.map(({ source, found }): SearchGroup => ({
      kind: 'records',
      key: `records-${source.key}`,
      label: source.label,
      options: (found ?? []).slice(0, mainSearchGroupLimit).map((item) => ({ kind: 'records', item })),
    })),
    { kind: 'files', key: 'files', options: response.files.slice(0, mainSearchGroupLimit).map((item) => ({ kind: 'files', item })) },
    { kind: 'contacts', key: 'contacts', options: response.contacts.slice(0, mainSearchGroupLimit).map((item) => ({ kind: 'contacts', item })) },
  ];
  return groups.filter((group) => group.options.length > 0);
}

/** The index of the option an arrow key moves to, wrapping at both ends (-1: none active yet). */
export function nextIndex(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
