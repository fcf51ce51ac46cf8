import { mainSearchGroupLimit, type MainSearchResponse, type SearchContact, type SearchFile, type SearchPage } from '@console/contracts';

export type SearchOption =
  | { kind: 'pages'; item: SearchPage }
  | { kind: 'files'; item: SearchFile }
  | { kind: 'contacts'; item: SearchContact };

export type SearchGroupKind = SearchOption['kind'];

export interface SearchGroup {
  kind: SearchGroupKind;
  options: SearchOption[];
}

/**
 * The answer as the dialog lists it: Pages, Files, Contacts, empty groups left out and each
 * held to spec §9's 4 items even if a server sends more.
 */
export function groupResults(response: MainSearchResponse): SearchGroup[] {
  const groups: SearchGroup[] = [
    { kind: 'pages', options: response.pages.slice(0, mainSearchGroupLimit).map((item) => ({ kind: 'pages', item })) },
    { kind: 'files', options: response.files.slice(0, mainSearchGroupLimit).map((item) => ({ kind: 'files', item })) },
    { kind: 'contacts', options: response.contacts.slice(0, mainSearchGroupLimit).map((item) => ({ kind: 'contacts', item })) },
  ];
  return groups.filter((group) => group.options.length > 0);
}

/** The index of the option an arrow key moves to, wrapping at both ends (-1: none active yet). */
export function nextIndex(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
