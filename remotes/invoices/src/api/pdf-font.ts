// A chunk of its own, loaded only for an Arabic PDF: the font is inlined in it as a data URL
// (56 KB TTF, ≈ 40 KB gzip as base64), so no request can spoil it and it works offline.
import tajawal from '@expo-google-fonts/tajawal/400Regular/Tajawal_400Regular.ttf';
import type { PdfScript } from './invoice-pdf';

/**
 * An Arabic PDF: jspdf's standard fonts are Latin only, so it embeds Tajawal (OFL, Latin and
 * Arabic glyphs) and lays the page out right to left.
 */
export const arabicScript: PdfScript = { rtl: true, font: { name: 'Tajawal', file: tajawal.slice(tajawal.indexOf(',') + 1) } };
