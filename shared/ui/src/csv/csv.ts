import { localIsoDate } from '../format/formatters';

/** One CSV column: its header and how a row's cell is read. */
export interface CsvColumn<T> {
  header: string;
  value(row: T): string | number | boolean | null | undefined;
}

// A spreadsheet runs a cell starting with one of these as a formula (CSV injection): such text
// gets a leading apostrophe, which spreadsheets read as "this is text".
const formulaStart = /^[=+\-@\t\r]/;

/** A cell as RFC 4180 text: quoted when it holds a quote, comma or line break; formulas defused. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as CSV text: a header line, then one line per row, CRLF line ends (RFC 4180). */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Saves a file (a Blob) through the browser's download. */
export function downloadFile(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves CSV text as a file through the browser's download. */
export function downloadCsv(filename: string, csv: string): void {
  // The byte-order mark makes Excel read the file as UTF-8 (names such as "Chloé" stay intact).
  downloadFile(filename, new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
}

/** A dated file name in local time: datedFileName('users') → 'users-2026-11-22.csv'. */
export function datedFileName(prefix: string, date = new Date()): string {
  return `${prefix}-${localIsoDate(date)}.csv`;
}
