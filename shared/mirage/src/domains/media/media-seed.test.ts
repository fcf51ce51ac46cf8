import * as v from 'valibot';
import { BrandSchema, CategorySchema, PlaylistSchema, VideoSchema, VideoUpdateSchema } from '@console/contracts/src/media';
import { seedCatalogue } from './catalogue';

const invalid = (schema: v.GenericSchema, rows: readonly unknown[]) => rows.filter((row) => !v.safeParse(schema, row).success);

it.each([undefined, 2_000])('seeds records the schemas accept (scale %s), the same on every start', (scale) => {
  const data = seedCatalogue({ scale });
  expect(data.videos).toHaveLength(scale ?? 300);
  expect(invalid(VideoSchema, data.videos)).toEqual([]);
  // Every seeded video could be saved as it is: published ones have a thumbnail and a category.
  expect(invalid(VideoUpdateSchema, data.videos)).toEqual([]);
  expect(invalid(BrandSchema, data.brands)).toEqual([]);
  expect(invalid(CategorySchema, data.categories)).toEqual([]);
  expect(invalid(PlaylistSchema, data.playlists)).toEqual([]);
  expect(seedCatalogue({ scale }).videos).toEqual(data.videos);
});

it('leaves some unpublished videos without a thumbnail (bulk publish must refuse them)', () => {
  const { videos } = seedCatalogue();
  expect(videos.some((video) => video.status === 'draft' && video.thumbnail === '')).toBe(true);
});

it('seeds smart playlists whose rules match their names (the sports one picks Sports)', () => {
  const { playlists, categories } = seedCatalogue();
  const sports = playlists.find((playlist) => playlist.name === 'Most viewed sports');
  expect(categories.find((category) => category.id === sports?.rules?.categoryId)?.name).toBe('Sports');
});

it('seeds the brands and categories docs/api/media.md counts: 6 brands, 13 categories on two levels', () => {
  const { brands, categories } = seedCatalogue();
  expect(brands).toHaveLength(6);
  expect(categories).toHaveLength(13);
  expect(categories.filter((category) => category.parentId === null)).toHaveLength(5);
});
