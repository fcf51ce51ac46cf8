import { contrast, mix, rgbList, withContrast } from './color';

/** Bootstrap 5.3's body backgrounds, the surfaces brand text must stay readable on. */
export const surfaces = {
  light: { body: '#ffffff', tertiary: '#f8f9fa' },
  dark: { body: '#212529', tertiary: '#2b3035' },
} as const;

export type ThemeMode = keyof typeof surfaces;
export type TokenSet = Record<`--${string}`, string>;

/**
 * The one place the console's colours come from: a brand's primary turned into Bootstrap's CSS
 * variables (and the console's own `--brand-*`), for light and dark. Buttons and active items
 * fill with the primary (white text on it meets AA, checked by the brands' test); text in the
 * brand's colour (links, outline buttons, the login teaser) is shifted just enough to meet AA on
 * both body surfaces of its mode.
 */
export function brandTokens(primary: string, mode: ThemeMode): TokenSet {
  const { body, tertiary } = surfaces[mode];
  const toward = mode === 'light' ? '#000000' : '#ffffff';
  const darkest = contrast(body, toward) < contrast(tertiary, toward) ? body : tertiary;
  const text = withContrast(withContrast(primary, body, toward), darkest, toward);
  const hover = withContrast(mix(toward, text, 0.2), body, toward);
  const subtle = mode === 'light' ? mix(primary, '#ffffff', 0.12) : mix(primary, '#000000', 0.3);
  const border = mode === 'light' ? mix(primary, '#ffffff', 0.4) : mix(primary, '#000000', 0.6);
  const emphasis = withContrast(text, subtle, toward);
  const onPrimary = contrast('#ffffff', primary) >= 4.5 ? '#ffffff' : '#000000';
  return {
    '--bs-primary': primary,
    '--bs-primary-rgb': rgbList(primary),
    '--bs-link-color': text,
    '--bs-link-color-rgb': rgbList(text),
    '--bs-link-hover-color': hover,
    '--bs-link-hover-color-rgb': rgbList(hover),
    '--bs-primary-text-emphasis': emphasis,
    '--bs-primary-bg-subtle': subtle,
    '--bs-primary-border-subtle': border,
    '--bs-focus-ring-color': `rgba(${rgbList(primary)}, .35)`,
    '--brand-primary': primary,
    '--brand-primary-hover': mix('#000000', primary, 0.15),
    '--brand-primary-active': mix('#000000', primary, 0.25),
    '--brand-on-primary': onPrimary,
    '--brand-text': text,
    '--brand-tint': subtle,
  };
}

const declarations = (tokens: TokenSet) =>
  Object.entries(tokens)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');

/**
 * A stylesheet with both modes. `html:root` / `html[…]` outrank Bootstrap's own `:root` /
 * `[data-bs-theme]` rules whatever the order of the sheets (its RTL/LTR sheet is swapped at run time), and an
 * element that sets its own theme (the semi-dark menu) gets the brand too.
 */
export function brandThemeCss(primary: string): string {
  return [
    `html:root, html [data-bs-theme=light] { ${declarations(brandTokens(primary, 'light'))} }`,
    `html[data-bs-theme=dark], html [data-bs-theme=dark] { ${declarations(brandTokens(primary, 'dark'))} }`,
  ].join('\n');
}

/** Applies a brand's colours to the page (replacing an earlier brand's). */
export function applyBrandTheme(primary: string, doc: Document = document): void {
  let style = doc.getElementById('brand-theme');
  if (!style) {
    style = doc.createElement('style');
    style.id = 'brand-theme';
    doc.head.append(style);
  }
  style.textContent = brandThemeCss(primary);
}
