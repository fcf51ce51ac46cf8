import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brands, type BrandId } from '../branding/brands';

// Jest stubs the SVG import, so the files are read as text: each picture must be drawn in its
// brand's colours only, or a change to brands.ts leaves the sign-in artwork in the old ones.
const colours = (id: BrandId) =>
  new Set(readFileSync(join(__dirname, 'artwork', `${id}.svg`), 'utf8').toLowerCase().match(/#[0-9a-f]{3,6}\b/g));

it.each(Object.values(brands))("draws the $name artwork in the brand's primary and tint", (brand) => {
  const used = colours(brand.id);
  expect(used).toContain(brand.primary.toLowerCase());
  expect(used).toContain(brand.tint.toLowerCase());
  // White is the only other colour a picture may use (panels on the tint).
  expect([...used].filter((c) => ![brand.primary, brand.tint, '#fff'].includes(c))).toEqual([]);
});
