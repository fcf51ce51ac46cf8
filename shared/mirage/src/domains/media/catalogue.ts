import type { Brand, Category, Playlist, Video } from '@console/contracts/src/media';
import type { SeedOptions } from '../../seed-options';
import { seedBrands, seedCategories, seedPlaylists, seedVideos } from './seed';

/** The media domain's data: plain arrays (Mirage's ORM copies collections on reads). */
export interface Catalogue {
  videos: Video[];
  brands: Brand[];
  categories: Category[];
  playlists: Playlist[];
}

export function seedCatalogue({ scale }: SeedOptions = {}): Catalogue {
  const brands = seedBrands();
  const categories = seedCategories();
  const videos = seedVideos(brands, categories, scale);
  return { videos, brands, categories, playlists: seedPlaylists(videos) };
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
