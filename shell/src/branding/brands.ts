/** The console's brands (spec §1): a default studio variant, a media SDK and a search product. */
export type BrandId = 'studio' | 'sdk' | 'search';

export interface Brand {
  id: BrandId;
  name: string;
  /** Main colour (white text on it meets WCAG AA) and a light tint for panels. */
  primary: string;
  tint: string;
  /** The logo glyph: an SVG path drawn on the primary colour (viewBox 0 0 64 64). */
  glyph: string;
}

export const brands: Record<BrandId, Brand> = {
  studio: {
    id: 'studio',
    name: 'Studio Console',
    primary: '#5a4fcf',
    tint: '#eeecfb',
    glyph: 'M25 20v24l19-12z',
  },
  sdk: {
    id: 'sdk',
    name: 'Media SDK',
    primary: '#0b6e82',
    tint: '#e3f3f6',
    glyph: 'M18 24l-8 8 8 8M46 24l8 8-8 8M36 18l-8 28',
  },
  search: {
    id: 'search',
    name: 'Scene Search',
    primary: '#9a4d00',
    tint: '#fbf0e4',
    glyph: 'M28 16a12 12 0 1 0 0 24a12 12 0 1 0 0-24zM37 37l11 11',
  },
};

/** The logo as a standalone SVG document (favicon, the static loading screen). */
export function logoSvg(brand: Brand): string {
  const filled = brand.id === 'studio';
  const stroke = filled ? '' : ' fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${brand.primary}"/><path d="${brand.glyph}"${filled ? ' fill="#fff"' : stroke}/></svg>`;
}
