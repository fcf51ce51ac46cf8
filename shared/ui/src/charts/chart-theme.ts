import { useSyncExternalStore } from 'react';
import { cardColors, type CardColor } from '@console/contracts';

/** The colours and direction charts are drawn in, read from the page's CSS custom properties. */
export interface ChartTheme {
  /** Each theme colour as "r, g, b" (Bootstrap's `--bs-<colour>-rgb`). */
  rgb: Record<CardColor, string>;
  text: string;
  muted: string;
  grid: string;
  surface: string;
  font: string;
  rtl: boolean;
}

// Bootstrap 5.3's own values: what a page without the brand theme (or jsdom) has.
const fallbackRgb: Record<CardColor, string> = {
  primary: '13, 110, 253',
  secondary: '108, 117, 125',
  success: '25, 135, 84',
  info: '13, 202, 240',
  warning: '255, 193, 7',
  danger: '220, 53, 69',
};

/** A theme colour for canvas (which cannot resolve `var()`), optionally see-through. */
export const rgba = (theme: ChartTheme, color: CardColor, alpha = 1) => `rgba(${theme.rgb[color]}, ${alpha})`;

function readTheme(root: HTMLElement): ChartTheme {
  const style = getComputedStyle(root);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    rgb: Object.fromEntries(cardColors.map((color) => [color, read(`--bs-${color}-rgb`, fallbackRgb[color])])) as Record<CardColor, string>,
    text: read('--bs-body-color', '#212529'),
    muted: read('--bs-secondary-color', 'rgba(33, 37, 41, 0.75)'),
    grid: read('--bs-border-color-translucent', 'rgba(0, 0, 0, 0.175)'),
    surface: read('--bs-body-bg', '#ffffff'),
    font: read('--bs-body-font-family', 'system-ui, sans-serif'),
    rtl: root.dir === 'rtl',
  };
}

// What the theme depends on: the skin and direction on <html> (shell/src/layout-settings) and the
// brand's stylesheet (#brand-theme, written by applyBrandTheme). Cheap to read on every render;
// the computed style is read again only when it changes.
function themeKey(): string {
  const root = document.documentElement;
  const brand = document.getElementById('brand-theme')?.textContent ?? '';
  return `${root.getAttribute('data-bs-theme')}|${root.dataset.skin}|${root.dir}|${brand}`;
}

let cached: { key: string; theme: ChartTheme } | null = null;

function snapshot(): ChartTheme {
  const key = themeKey();
  if (cached?.key !== key) cached = { key, theme: readTheme(document.documentElement) };
  return cached.theme;
}

function subscribe(changed: () => void): () => void {
  const observer = new MutationObserver(changed);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-bs-theme', 'data-skin', 'dir'] });
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}

/**
 * The chart theme of the page as it is now; a component using it renders again when the skin
 * (light/dark), the brand or the direction changes.
 */
export function useChartTheme(): ChartTheme {
  return useSyncExternalStore(subscribe, snapshot);
}
