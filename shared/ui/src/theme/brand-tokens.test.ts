import { brandThemeCss, brandTokens, contrast, surfaces } from './index';

// The three brands' primaries (shell/src/branding/brands.ts) and a light one to stress the maths.
const primaries = ['#5a4fcf', '#0b6e82', '#9a4d00', '#f5c542'];

describe('brandTokens', () => {
  it.each(primaries)('makes brand text %s readable (WCAG AA) on both surfaces of both modes', (primary) => {
    for (const mode of ['light', 'dark'] as const) {
      const tokens = brandTokens(primary, mode);
      for (const surface of Object.values(surfaces[mode])) {
        expect(contrast(tokens['--brand-text']!, surface)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(tokens['--bs-link-hover-color']!, surface)).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrast(tokens['--bs-primary-text-emphasis']!, tokens['--bs-primary-bg-subtle']!)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(tokens['--brand-on-primary']!, primary)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps the brand itself as the fill of buttons and active items', () => {
    expect(brandTokens('#0b6e82', 'dark')['--bs-primary']).toBe('#0b6e82');
    expect(brandTokens('#0b6e82', 'light')['--bs-primary-rgb']).toBe('11, 110, 130');
  });

  it('writes both modes with selectors that outrank Bootstrap’s own', () => {
    const css = brandThemeCss('#9a4d00');
    expect(css).toMatch(/^html:root, html \[data-bs-theme=light\] \{[^}]*--bs-primary: #9a4d00;/);
    expect(css).toMatch(/html\[data-bs-theme=dark\], html \[data-bs-theme=dark\] \{[^}]*--brand-text: #/);
  });
});
