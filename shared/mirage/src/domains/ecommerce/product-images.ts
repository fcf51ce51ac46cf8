/** What the shop sells; each kind has one picture, shared by all its products. */
export const productKinds = ['camera', 'microphone', 'light', 'streaming-kit', 'headphones', 'tripod', 'apparel', 'mug'] as const;
/** One kind of product (its picture and price range). */
export type ProductKind = (typeof productKinds)[number];

// Plain shapes on a tinted tile: a few hundred bytes each, so even 10,000 products share eight strings.
const drawings: Record<ProductKind, [tint: string, ink: string, shapes: string]> = {
  camera: ['#eef2ff', '#4f46e5', '<rect x="10" y="22" width="44" height="28" rx="4"/><rect x="22" y="15" width="14" height="9" rx="2"/><circle cx="32" cy="36" r="9" fill="#eef2ff"/><circle cx="32" cy="36" r="5"/>'],
  microphone: ['#fdf2f8', '#db2777', '<rect x="25" y="9" width="14" height="26" rx="7"/><path d="M19 29a13 13 0 0 0 26 0M32 42v11M23 53h18" fill="none" stroke="#db2777" stroke-width="3"/>'],
  light: ['#fffbeb', '#d97706', '<path d="M14 12h36l-8 22H22z"/><path d="M32 34v20M22 54h20" fill="none" stroke="#d97706" stroke-width="3"/>'],
  'streaming-kit': ['#ecfeff', '#0891b2', '<rect x="8" y="12" width="48" height="32" rx="3"/><path d="M28 21l10 7-10 7z" fill="#ecfeff"/><path d="M24 52h16M32 44v8" stroke="#0891b2" stroke-width="3"/>'],
  headphones: ['#f0fdf4', '#16a34a', '<path d="M14 38v-6a18 18 0 0 1 36 0v6" fill="none" stroke="#16a34a" stroke-width="4"/><rect x="10" y="36" width="10" height="16" rx="3"/><rect x="44" y="36" width="10" height="16" rx="3"/>'],
  tripod: ['#f8fafc', '#475569', '<rect x="22" y="8" width="20" height="12" rx="2"/><path d="M32 20v10M32 30L16 56M32 30l16 26M32 30v26" fill="none" stroke="#475569" stroke-width="3"/>'],
  apparel: ['#fef2f2', '#dc2626', '<path d="M22 10l-12 8 5 10 6-3v29h22V25l6 3 5-10-12-8c-2 4-6 6-10 6s-8-2-10-6z"/>'],
  mug: ['#faf5ff', '#7c3aed', '<rect x="14" y="16" width="28" height="34" rx="4"/><path d="M42 24h4a6 6 0 0 1 0 12h-4" fill="none" stroke="#7c3aed" stroke-width="4"/>'],
};

function toDataUri([tint, ink, shapes]: [string, string, string]): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="10" fill="${tint}"/><g fill="${ink}">${shapes}</g></svg>`;
  // Single quotes and a few escapes keep the URI valid and far shorter than base64.
  return `data:image/svg+xml,${svg.replace(/"/g, "'").replace(/[<>#]/g, encodeURIComponent)}`;
}

/** One inline SVG data URI per kind of product. */
export const productImages = Object.fromEntries(
  productKinds.map((kind) => [kind, toDataUri(drawings[kind])]),
) as Record<ProductKind, string>;
