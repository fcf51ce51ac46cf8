import { readUrlValues, routeId, urlParam } from './url-param';

const read = (query: string) => readUrlValues({ page: urlParam.int(1), brand: urlParam.id(), from: urlParam.day() }, new URLSearchParams(query));

describe('values a stale or hand-edited address carries', () => {
  it('reads a page past what a number holds exactly as the first page', () => {
    expect(read('page=1000000000000000000000').page).toBe(1);
    expect(read(`page=${'9'.repeat(400)}`).page).toBe(1);
    expect(read('page=12').page).toBe(12);
  });

  it('reads an id with leading zeros as the API writes it, and none for anything else', () => {
    expect(read('brand=007').brand).toBe('7');
    expect(read('brand=0').brand).toBe('');
    expect(read('brand=1e3').brand).toBe('');
    expect(read('brand=12').brand).toBe('12');
  });

  it('reads a day that does not exist as no day', () => {
    expect(read('from=2026-13-45').from).toBe('');
    expect(read('from=2026-02-30').from).toBe('');
    expect(read('from=soon').from).toBe('');
    expect(read('from=2028-02-29').from).toBe('2028-02-29');
  });
});

describe('routeId', () => {
  it('reads an id as the API writes it', () => {
    expect(routeId('7')).toBe(7);
    expect(routeId('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('has no id for any other spelling, so its page is not found rather than shown at a second address', () => {
    for (const param of [undefined, '', '0', '007', '1e0', '0x1', '-1', '1.0', ' 1', 'abc', '9007199254740993']) expect(routeId(param)).toBeNull();
  });
});
