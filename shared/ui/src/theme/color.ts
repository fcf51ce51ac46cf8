/** Small colour maths for the brand tokens: sRGB hex in, WCAG 2.x contrast out. */
export type Rgb = readonly [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** `weight` of `a` and the rest of `b` (Sass's mix), as hex. */
export function mix(a: string, b: string, weight: number): string {
  const [r1, g1, b1] = hexToRgb(a);
  const [r2, g2, b2] = hexToRgb(b);
  const blend = (p: number, q: number) => p * weight + q * (1 - weight);
  return rgbToHex([blend(r1, r2), blend(g1, g2), blend(b1, b2)]);
}

function luminance(hex: string): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = hexToRgb(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The colour nearest to `color` on its way to `toward` (black or white) that reaches `ratio`
 * against `background`: brand text stays the brand's hue while meeting WCAG AA.
 */
export function withContrast(color: string, background: string, toward: string, ratio = 4.5): string {
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(toward, color, step / 20);
    if (contrast(candidate, background) >= ratio) return candidate;
  }
  return toward;
}

export const rgbList = (hex: string) => hexToRgb(hex).join(', ');
