import { readFileSync } from 'node:fs';
import { invoicesDomain } from '@console/mirage';
import { mockServerPerTest, pdfText, readingOrder } from '@console/testing';
import { fetchInvoice } from './invoices-api';
import { issuingCompany } from './company';
import { invoicePdf, type PdfLabels } from './invoice-pdf';
import { testMoney, testPdfLabels } from './test-pdf-labels';

mockServerPerTest(() => [invoicesDomain()]);

const [labels, money] = [testPdfLabels, testMoney];

it('writes a real PDF whose text holds the invoice number, client and total', async () => {
  const full = await fetchInvoice(4);
  const bytes = invoicePdf(full, labels, money, (iso) => iso, issuingCompany({ id: 'search', name: 'Scene Search' })).output();
  expect(bytes.startsWith('%PDF-')).toBe(true);
  expect(bytes).toContain('(Invoice #4)');
  expect(bytes).toContain('(Total: $9800.00)');
  expect(bytes).toContain('Carlos Mendes');
  expect(bytes).toContain('(Scene Search)'); // the issuer: the console's brand
});

// The font file itself (jest maps `.ttf` imports to a stub): what the build inlines.
const tajawal = readFileSync(require.resolve('@expo-google-fonts/tajawal/package.json').replace('package.json', '400Regular/Tajawal_400Regular.ttf'));
const arabic: PdfLabels = { ...labels, title: 'الفاتورة رقم 4', invoiceTo: 'فاتورة إلى', item: 'البند', total: 'الإجمالي', tax: 'الضريبة (0 %)' };

it('writes an Arabic PDF in the embedded font, every letter drawn, right to left', async () => {
  const full = await fetchInvoice(4);
  const bytes = invoicePdf(full, arabic, money, (iso) => iso, issuingCompany(null), { rtl: true, font: { name: 'Tajawal', file: tajawal.toString('base64') } }).output();
  expect(bytes).toMatch(/\/BaseFont \/Tajawal/);
  expect(bytes).toContain('/FontFile2');
  const lines = pdfText(bytes);
  // Tajawal has no isolated letter forms: the alef, reh and teh marbuta of the title used to vanish.
  expect(lines.map(readingOrder)).toEqual(expect.arrayContaining(['الفاتورة رقم 4', 'فاتورة إلى', 'البند']));
  expect(lines.join('')).not.toContain('\ufffd');
  // A Latin line keeps its order. Brackets in an Arabic line are mirrored: drawn left to right as
  // "(% 0)", read right to left as "(0 %)" (unmirrored they drew ")% 0(").
  expect(lines).toContain('Carlos Mendes');
  expect(lines.find((line) => readingOrder(line).startsWith('الضريبة'))).toContain('(% 0)');
});
