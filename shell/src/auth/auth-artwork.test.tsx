import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brands, type BrandId } from '../branding/brands';

// Jest stubs the SVG import, so the files are read as text: each picture must be drawn in its
// brand's colours only, or a change to brands.ts leaves the sign-in artwork in the old ones.
const colours = (id: BrandId) =>
  new Set(readFileSync(join(__dirname, 'artwork', `${id}.svg`), 'utf8').toLowerCase().match(/#[0-9a-f]{3,6}\b/g));

it.each(Object.values(brands))("draws the $name artwork in the brand's primary and tint", (brand) => {
  const used = colours(brand.id);
  const [primary, tint] = [brand.primary.toLowerCase(), brand.tint.toLowerCase()];
  expect(used).toContain(primary);
  expect(used).toContain(tint);
  // White, in either spelling, is the only other colour a picture may use (panels on the tint).
  const allowed = [primary, tint, '#fff', '#ffffff'];
  expect([...used].filter((c) => !allowed.includes(c))).toEqual([]);
});
