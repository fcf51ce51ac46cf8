import type { Brand, Category, Playlist, Video } from '@console/contracts/src/media';
import type { SeedOptions } from '../../seed-options';
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
}

export function seedCatalogue({ scale }: SeedOptions = {}): Catalogue {
  const brands = seedBrands();
  const categories = seedCategories();
  const videos = seedVideos(brands, categories, scale);
  return { videos, brands, categories, playlists: seedPlaylists(videos) };
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

/** The next free id of a list. */
export const nextId = (rows: readonly { id: number }[]) => rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;

/** How many videos use each brand or category (one pass, for the lists). */
export function usage(videos: readonly Video[], key: 'brandId' | 'categoryId'): Map<number, number> {
  const counts = new Map<number, number>();
  for (const video of videos) {
    const id = video[key];
    if (id !== null) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}
