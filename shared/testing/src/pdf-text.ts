/**
 * The lines of text an uncompressed PDF (jspdf with `compress: false`) draws, in drawing order.
 * Literal strings are read as they are; an embedded font's glyph ids (Identity-H) through the
 * file's ToUnicode maps. A glyph the map does not know (the font lacked it) reads as U+FFFD.
 * Shared by Jest and Playwright specs, so it imports nothing.
 */
export function pdfText(pdf: string): string[] {
  const characters = new Map<string, string>();
  for (const [, glyph = '', unicode = ''] of pdf.matchAll(/<([0-9a-f]{4})><([0-9a-f]{4})>/gi)) characters.set(glyph.toLowerCase(), String.fromCharCode(parseInt(unicode, 16)));
  const lines: string[] = [];
  for (const [, hex = '', literal] of pdf.matchAll(/(?:<([0-9a-f]+)>|\(((?:\\.|[^\\)])*)\))\s*Tj/gi)) {
    if (literal !== undefined) lines.push(literal.replace(/\\(.)/g, '$1'));
    else lines.push((hex.toLowerCase().match(/.{4}/g) ?? []).map((glyph) => characters.get(glyph) ?? '\ufffd').join(''));
  }
  return lines;
}

/**
 * A line drawn right to left, back in reading order: jspdf writes it in visual order with
 * Arabic presentation forms, so it is reversed and normalised (NFKC: forms → letters). Only for
 * lines without left-to-right runs (Latin words or multi-digit numbers would read backwards).
 */
export function readingOrder(visualLine: string): string {
  return [...visualLine].reverse().join('').normalize('NFKC');
}
