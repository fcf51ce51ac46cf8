import type { Brand, Category, Playlist, Video } from '@console/contracts/src/media';
import type { SeedOptions } from '../../seed-options';
import { lastIdsOf, type LastIds } from './ids';
import { seedBrands, seedCategories, seedPlaylists, seedVideos } from './seed';

/**
 * The media domain's data: plain arrays (Mirage's ORM copies collections on reads). Readonly
 * bindings: the persisted state holds these very arrays, so a replaced one would no longer be
 * saved (changes vanish on reload); change them in place (`keepWhere`, `replaceEach`).
 */
export interface Catalogue {
  readonly videos: Video[];
  readonly brands: Brand[];
  readonly categories: Category[];
  readonly playlists: Playlist[];
  /** The last id each list handed out (`takeId`): a deleted record's id is never reused. */
  readonly lastIds: LastIds<CatalogueList>;
}

/** The catalogue's lists, each with its own id counter. */
export const catalogueLists = ['videos', 'brands', 'categories', 'playlists'] as const;
export type CatalogueList = (typeof catalogueLists)[number];

export function seedCatalogue({ scale }: SeedOptions = {}): Catalogue {
  const brands = seedBrands();
  const categories = seedCategories();
  const videos = seedVideos(brands, categories, scale);
  const playlists = seedPlaylists(videos);
  return { videos, brands, categories, playlists, lastIds: lastIdsOf({ videos, brands, categories, playlists }) };
}

/** Keeps the rows `keep` accepts, in the same array (see Catalogue), in order. */
export function keepWhere<T>(rows: T[], keep: (row: T) => boolean): void {
  let kept = 0;
  // Each kept row moves to a place already visited: the loop never reads a moved one again.
  rows.forEach((row) => {
    if (!keep(row)) return;
    rows[kept] = row;
    kept += 1;
  });
  rows.length = kept;
}

/** Puts `next(row)` in each row's place, in the same array (see Catalogue). */
export function replaceEach<T>(rows: T[], next: (row: T) => T): void {
  rows.forEach((row, index) => {
    rows[index] = next(row);
  });
}

/** How many videos use each brand or category (one pass, for the lists). */
export function usage(videos: readonly Video[], key: 'brandId' | 'categoryId'): Map<number, number> {
  const counts = new Map<number, number>();
  for (const video of videos) {
    const id = video[key];
    if (id !== null) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}
