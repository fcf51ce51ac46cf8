import { csvCell, datedFileName, downloadCsv, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['Smith, Jane', '"Smith, Jane"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+46 8 555 0142', "'+46 8 555 0142"],
    ['-1', "'-1"],
    ['@handle', "'@handle"],
    ['=1,2', `"'=1,2"`],
  ])('%j → %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes numbers and booleans as they are, and nothing for null', () => {
    expect([csvCell(-3), csvCell(true), csvCell(null), csvCell(undefined)]).toEqual(['-3', 'true', '', '']);
  });
});

describe('toCsv', () => {
  it('writes a header line and a line per row, with CRLF endings', () => {
    const rows = [{ name: 'Chloé Martin', city: 'Nice, France' }];
    const csv = toCsv(rows, [
      { header: 'Name', value: (row) => row.name },
      { header: 'City', value: (row) => row.city },
    ]);
    expect(csv).toBe('Name,City\r\nChloé Martin,"Nice, France"\r\n');
  });
});

describe('datedFileName', () => {
  it('names the file after the local date', () => {
    expect(datedFileName('users', new Date(2026, 10, 2, 23, 59))).toBe('users-2026-11-02.csv');
  });
});

describe('downloadCsv', () => {
  it('downloads the text as a UTF-8 file with a byte-order mark, then lets the URL go', () => {
    jest.useFakeTimers();
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });

    downloadCsv('films.csv', 'a,b\r\n');
    expect(clicked).toEqual(['films.csv blob:csv']);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    expect(blobs[0]?.size).toBe(3 + 5); // the BOM is 3 bytes in UTF-8
    expect(document.querySelector('a')).toBeNull();
    jest.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:csv');
    click.mockRestore();
    jest.useRealTimers();
  });
});
