import type { Server } from 'miragejs';
import type { AutocompleteItem, AutocompleteKind } from '@console/contracts';
import { json } from '../../http';

// Channels, shows and people of the studio's catalogue, written for this console.
const rows: [AutocompleteKind, string, string][] = [
  ['channel', 'Northlight Documentaries', 'Factual channel · 24/7'],
  ['channel', 'Harbour Kids', 'Children’s channel · mornings'],
  ['channel', 'Tempo Live', 'Concerts and festivals'],
  ['channel', 'Fieldside Sport', 'Grassroots football and athletics'],
  ['channel', 'Saltwater Cinema', 'Independent film'],
  ['show', 'The Long Edit', 'Season 3 · 10 episodes'],
  ['show', 'Kitchen Atlas', 'Season 1 · 8 episodes'],
  ['show', 'Night Desk', 'Weekly news magazine'],
  ['show', 'Small Engines', 'Season 2 · 12 episodes'],
  ['show', 'Quiet Rooms', 'Limited series · 6 episodes'],
  ['show', 'Signal & Noise', 'Tech podcast, video edition'],
  ['person', 'Amara Castellanos', 'Head of Programming'],
  ['person', 'Haruto Sato', 'Streaming Engineer'],
  ['person', 'Grace Whitfield', 'Channel Producer'],
  ['person', 'Felix Brandt', 'Live Events Director'],
  ['person', 'Hannah Novak', 'Podcast Host'],
];

/** The demo suggestion list, fresh each call. */
export function seedAutocomplete(): AutocompleteItem[] {
  return rows.map(([kind, title, subtitle], index) => ({ id: index + 1, title, kind, subtitle }));
}

/** Spec §7 autocomplete data: the whole list (the demo input filters it in the page). */
export function autocompleteRoutes(server: Server, items: readonly AutocompleteItem[]): void {
  server.get('/api/autocomplete/data', () => json(200, items));
}
