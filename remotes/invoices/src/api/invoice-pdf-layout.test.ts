import { readFileSync } from 'node:fs';
import type { TextOptionsLight } from 'jspdf';
import type { InvoiceFullResponse } from '@console/contracts';
import { invoicesDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { fetchInvoice } from './invoices-api';
import { issuingCompany } from './company';
import { invoicePdf } from './invoice-pdf';
import { testMoney, testPdfLabels } from './test-pdf-labels';

interface Drawn {
  text: string;
  x: number;
  y: number;
  align: string;
  width: number;
  page: number;
}

// Every line jspdf is asked to draw, with where, on which page and how wide in the current font.
const drawn: Drawn[] = [];
jest.mock('jspdf', () => {
  const actual = jest.requireActual<typeof import('jspdf')>('jspdf');
  class RecordingPdf extends actual.jsPDF {
    constructor(...options: ConstructorParameters<typeof actual.jsPDF>) {
      super(...options);
      const text = this.text.bind(this);
      this.text = ((value: string | string[], x: number, y: number, options?: TextOptionsLight) => {
        // The table's cells come as arrays of lines; each is checked where it starts.
        for (const each of Array.isArray(value) ? value : [value]) {
          drawn.push({ text: each, x, y, align: options?.align ?? 'left', width: this.getTextWidth(each), page: this.getCurrentPageInfo().pageNumber });
        }
        return text(value, x, y, options);
      }) as typeof this.text;
    }
  }
  return { ...actual, jsPDF: RecordingPdf };
});

mockServerPerTest(() => [invoicesDomain()]);
beforeEach(() => {
  drawn.length = 0;
});

const [labels, money] = [testPdfLabels, testMoney];
const [pageWidth, pageHeight] = [595.28, 841.89];

function draw(full: InvoiceFullResponse, script?: Parameters<typeof invoicePdf>[5], pdfLabels = labels) {
  return invoicePdf(full, pdfLabels, money, (iso) => iso, issuingCompany(null), script);
}

/** Lines that run off the sheet: past its foot, or past a side for their alignment. */
const offThePage = () =>
  drawn.filter(({ x, y, align, width }) => y < 0 || y > pageHeight - 40 || (align === 'right' ? x - width < 0 : x + width > pageWidth));

const longNote = 'Thank you for choosing us for the trailer. '.repeat(12).trim();
const longTerms = 'Payment is due within thirty days of the issue date; late payments bear interest at the legal rate. '.repeat(4).trim();

it('wraps a long note and long payment terms inside the page, the terms below every line of the note', async () => {
  const full = await fetchInvoice(4);
  draw({ ...full, document: { ...full.document, note: longNote, paymentTerms: longTerms } });
  expect(offThePage()).toEqual([]);
  const noteLines = drawn.slice(drawn.findIndex((line) => line.text.startsWith('Note: ')), drawn.findIndex((line) => line.text.startsWith('Payment terms: ')));
  expect(noteLines.length).toBeGreaterThan(1);
  expect(noteLines.map((line) => line.text).join(' ')).toBe(`Note: ${longNote}`);
  const terms = drawn.filter((line) => drawn.indexOf(line) >= drawn.findIndex((each) => each.text.startsWith('Payment terms: ')));
  expect(terms.length).toBeGreaterThan(1);
  expect(Math.min(...terms.map((line) => line.y))).toBeGreaterThan(Math.max(...noteLines.map((line) => line.y)));
});

it('draws each line of a note with line breaks on its own baseline, the terms below the last one', async () => {
  const full = await fetchInvoice(4);
  draw({ ...full, document: { ...full.document, note: 'Line one\nLine two\nLine three', paymentTerms: 'Net 30' } });
  const note = ['Note: Line one', 'Line two', 'Line three'].map((text) => drawn.find((line) => line.text === text));
  const terms = drawn.find((line) => line.text === 'Payment terms: Net 30');
  const ys = [...note, terms].map((line) => line?.y ?? Number.NaN);
  // Strictly increasing: no line drawn over another.
  expect(ys.every((y, index) => index === 0 || y > (ys[index - 1] ?? Infinity))).toBe(true);
});

it.each([25, 26])('moves the totals to page 2 when %i items just fill page 1, every line on a page', async (count) => {
  const full = await fetchInvoice(4);
  const items = Array.from({ length: count }, (_, index) => ({ description: `Shot ${index + 1}`, costCents: 10_000, qty: 1 }));
  const pdf = draw({ ...full, document: { ...full.document, items, note: longNote, paymentTerms: 'Net 30' } });
  // The table itself fits page 1: only what follows it has no room there.
  expect(drawn.find((line) => line.text === `Shot ${count}`)?.page).toBe(1);
  expect(pdf.getNumberOfPages()).toBe(2);
  expect(offThePage()).toEqual([]);
  for (const label of ['Total: ', 'Balance: ', 'Payment terms: ']) {
    expect(drawn.find((line) => line.text.startsWith(label))?.page).toBe(2);
  }
});

// The font file itself (jest maps `.ttf` imports to a stub).
const tajawal = readFileSync(require.resolve('@expo-google-fonts/tajawal/package.json').replace('package.json', '400Regular/Tajawal_400Regular.ttf'));

it('keeps a long Arabic note inside the page: right-aligned lines do not run off the left edge', async () => {
  const full = await fetchInvoice(4);
  const note = 'شكرا لاختياركم فريقنا لإنتاج المقطع الدعائي، ونتطلع إلى العمل معكم مجددا. '.repeat(8).trim();
  draw({ ...full, document: { ...full.document, note, paymentTerms: 'الدفع خلال ثلاثين يوما من تاريخ الإصدار، مع فوائد تأخير بالسعر القانوني. '.repeat(4).trim() } }, { rtl: true, font: { name: 'Tajawal', file: tajawal.toString('base64') } }, { ...labels, note: 'ملاحظة', terms: 'شروط الدفع' });
  expect(offThePage()).toEqual([]);
  expect(drawn.filter((line) => line.text.includes('شكرا')).length).toBeGreaterThan(1);
});
