// Loaded only when someone asks for a PDF (a dynamic import), with jspdf and its table plug-in:
// neither is in the list page's JavaScript.
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import type { InvoiceFullResponse } from '@console/contracts';
import type { IssuingCompany } from './company';
import { deductionCents } from '../hooks/use-money';

export interface PdfLabels {
  title: string;
  issued: string;
  due: string;
  invoiceTo: string;
  item: string;
  cost: string;
  qty: string;
  price: string;
  subtotal: string;
  discount: string;
  tax: string;
  total: string;
  balance: string;
  note: string;
  terms: string;
  /** Between a label and its value, as the language writes it: ':' ('\u00a0:' in French). */
  colon: string;
}

/**
 * How the document is written: `font` is a TrueType file (base64) embedded
 * for scripts the PDF standard fonts lack (Arabic); `rtl` mirrors the layout.
 */
export interface PdfScript {
  font?: { name: string; file: string };
  rtl: boolean;
}

const LEFT = 40;
const RIGHT = 555;
/** No baseline below this far from a page's foot (the table's own margin). */
const BOTTOM_MARGIN = 40;
/** The first baseline of a page the totals or the note run on to (the header's top line). */
const TOP = 50;

const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufefc]/;

/**
 * jspdf's bidi options for one line: text with Arabic (or Hebrew) letters is a right-to-left
 * paragraph given in logical order; other text (a client's address, an email) keeps its order.
 */
function direction(text: string) {
  // Symmetric swapping mirrors brackets in right-to-left runs: "(0 %)" reads the right way round.
  return { isInputVisual: false, isOutputVisual: true, isInputRtl: RTL_LETTER.test(text), isOutputRtl: false, isSymmetricSwapping: true };
}

interface TrueTypeMetrics {
  characterToGlyph(code: number): number;
}

/**
 * Embeds `font` and makes it current. jspdf shapes Arabic into presentation forms (U+FB50–FEFF);
 * a font may lack some of them (Tajawal has no isolated forms), so a form without a glyph is
 * written as its base letter, which the font draws the same, instead of being dropped.
 */
function embedFont(pdf: jsPDF, font: { name: string; file: string }) {
  pdf.addFileToVFS(`${font.name}.ttf`, font.file);
  pdf.addFont(`${font.name}.ttf`, font.name, 'normal');
  pdf.setFont(font.name, 'normal');
  const metrics = (pdf.getFont() as { metadata?: TrueTypeMetrics }).metadata;
  if (!metrics) return;
  const substitutes = new Map<string, string>();
  for (let code = 0xfb50; code <= 0xfeff; code += 1) {
    const form = String.fromCharCode(code);
    const base = form.normalize('NFKC');
    if (base !== form && metrics.characterToGlyph(code) === 0 && [...base].every((letter) => metrics.characterToGlyph(letter.charCodeAt(0)) !== 0)) substitutes.set(form, base);
  }
  const replace = (text: string) => text.replace(/[\ufb50-\ufeff]/g, (form) => substitutes.get(form) ?? form);
  // Subscribed after jspdf's own shaping step, so it sees the shaped text.
  pdf.internal.events.subscribe('preProcessText', (payload: { text: string | (string | [string, ...unknown[]])[] }) => {
    payload.text = Array.isArray(payload.text) ? payload.text.map((part) => (Array.isArray(part) ? [replace(part[0]), ...part.slice(1)] : replace(part))) : replace(payload.text);
  });
}

/**
 * The invoice as a PDF document (text, not an image: a search or a screen reader finds the
 * number and the total). `money` and `date` format in the PDF's language.
 */
export function invoicePdf({ invoice, document }: InvoiceFullResponse, labels: PdfLabels, money: (cents: number) => string, date: (iso: string) => string, company: IssuingCompany, script: PdfScript = { rtl: false }): jsPDF {
  // compress: false keeps the text readable in the file itself (the e2e test reads it).
  const pdf = new jsPDF({ unit: 'pt', format: 'a4', compress: false });
  if (script.font) embedFont(pdf, script.font);
  // The side a line starts on, and the other one: mirrored in a right-to-left document.
  const start = script.rtl ? { x: RIGHT, align: 'right' as const } : { x: LEFT, align: 'left' as const };
  const end = script.rtl ? { x: LEFT, align: 'left' as const } : { x: RIGHT, align: 'right' as const };
  const line = (text: string | string[], y: number, side: typeof start) => {
    for (const [index, each] of (Array.isArray(text) ? text : [text]).entries()) {
      pdf.text(each, side.x, y + index * pdf.getLineHeight(), { align: side.align, ...direction(each) });
    }
  };
  const pair = (label: string, value: string) => `${label}${labels.colon} ${value}`;

  pdf.setFontSize(18);
  line(company.name, 50, start);
  pdf.setFontSize(10);
  line([company.address, company.email, company.phone], 68, start);
  pdf.setFontSize(16);
  line(labels.title, 50, end);
  pdf.setFontSize(10);
  line([pair(labels.issued, date(document.issuedDate)), pair(labels.due, date(document.dueDate))], 68, end);
  line([labels.invoiceTo, invoice.client.name, invoice.client.company, invoice.client.address, invoice.client.companyEmail], 130, start);
  const columns = [labels.item, labels.cost, labels.qty, labels.price];
  const rows = document.items.map((item) => [item.description, money(item.costCents), String(item.qty), money(item.costCents * item.qty)]);
  autoTable(pdf, {
    startY: 200,
    head: [script.rtl ? columns.reverse() : columns],
    body: script.rtl ? rows.map((row) => row.reverse()) : rows,
    styles: { font: script.font?.name ?? 'helvetica', fontStyle: 'normal', halign: start.align },
    didParseCell: ({ cell }) => {
      cell.styles.textOptions = direction(cell.text.join(' '));
    },
    // An embedded font has its regular weight only.
    headStyles: { fontStyle: script.font ? 'normal' : 'bold' },
  });
  const totals: [string, string][] = [
    [labels.subtotal, money(document.subtotalCents)],
    [labels.discount, money(deductionCents(document.discountCents))],
    [labels.tax, money(document.taxCents)],
    [labels.total, money(document.totalCents)],
    [labels.balance, money(document.balanceCents)],
  ];
  let y = (pdf as jsPDF & { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY ?? 240;
  const bottom = pdf.internal.pageSize.getHeight() - BOTTOM_MARGIN;
  // The next baseline, `gap` below the last; a line that would pass the foot goes to a new page
  // (many items push the totals there, where they would otherwise be drawn off the sheet).
  const advance = (gap: number) => {
    y += gap;
    if (y > bottom) {
      pdf.addPage();
      y = TOP;
    }
    return y;
  };
  for (const [label, value] of totals) line(pair(label, value), advance(18), end);
  // A note or terms of any length, or with line breaks, wrapped to the page's width: each line
  // has its own baseline, so the terms start below the note's last line.
  const paragraph = (text: string, gap: number) => {
    const lines = pdf.splitTextToSize(text, RIGHT - LEFT) as string[];
    for (const [index, each] of lines.entries()) line(each, advance(index === 0 ? gap : pdf.getLineHeight()), start);
  };
  if (document.note) paragraph(pair(labels.note, document.note), 30);
  if (document.paymentTerms) paragraph(pair(labels.terms, document.paymentTerms), 18);
  return pdf;
}

/** Builds the PDF and saves it as invoice-<id>.pdf. */
export function saveInvoicePdf(full: InvoiceFullResponse, labels: PdfLabels, money: (cents: number) => string, date: (iso: string) => string, company: IssuingCompany, script?: PdfScript) {
  invoicePdf(full, labels, money, date, company, script).save(`invoice-${full.invoice.id}.pdf`);
}
