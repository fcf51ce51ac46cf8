import { centsToInput, invoiceAmounts, invoiceDateToIso, isoToInvoiceDate, parseCents, parseRate } from '@console/contracts/src/invoices';

describe('invoice money math (contracts)', () => {
  it('reads money text as integer cents', () => {
    expect(parseCents('12')).toBe(1200);
    expect(parseCents('12.5')).toBe(1250);
    expect(parseCents(' 1,250.75 ')).toBe(125_075);
    expect(parseCents('0.07')).toBe(7);
    expect([parseCents('1.234'), parseCents('-3'), parseCents('abc'), parseCents('')]).toEqual([null, null, null, null]);
    expect(centsToInput(125_075)).toBe('1250.75');
    expect(centsToInput(5)).toBe('0.05');
  });

  it('adds lines without float drift (0.1 × 3 is 0.30, not 0.30000000000000004)', () => {
    expect(invoiceAmounts([{ costCents: 10, qty: 3 }, { costCents: 20, qty: 1 }], 0, 0)).toEqual({ subtotalCents: 50, discountCents: 0, taxCents: 0, totalCents: 50 });
  });

  it('applies the discount, then the tax (rounded to the cent), and caps the discount at the subtotal', () => {
    expect(invoiceAmounts([{ costCents: 999, qty: 1 }], 0, parseRate('8.25')!)).toEqual({ subtotalCents: 999, discountCents: 0, taxCents: 82, totalCents: 1081 });
    expect(invoiceAmounts([{ costCents: 10_000, qty: 2 }], 5_000, 1_000)).toEqual({ subtotalCents: 20_000, discountCents: 5_000, taxCents: 1_500, totalCents: 16_500 });
    expect(invoiceAmounts([{ costCents: 100, qty: 1 }], 500, 0).totalCents).toBe(0);
  });

  it('reads tax rates from 0 to 100 in basis points', () => {
    expect([parseRate('0'), parseRate('8.5'), parseRate('100')]).toEqual([0, 850, 10_000]);
    expect([parseRate('100.01'), parseRate('-1'), parseRate('1.234')]).toEqual([null, null, null]);
  });

  it('converts between form dates and the entity’s date text', () => {
    expect(isoToInvoiceDate('2026-11-05')).toBe('05 Nov 2026');
    expect(invoiceDateToIso('05 Nov 2026')).toBe('2026-11-05');
    expect(invoiceDateToIso('5 Foo 2026')).toBe('');
  });
});
