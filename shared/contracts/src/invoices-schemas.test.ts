import {
  InvoiceSendInputSchema,
  centsToDecimal,
  centsToDollars,
  centsToMoneyText,
  dollarsToCents,
  InvoiceInputSchema,
  InvoicePaymentDetailsSchema,
  InvoicePaymentInputSchema,
  InvoiceSchema,
  invoiceMatchesFilters,
  invoiceUpdateSchema,
  maxAmountCents,
  moneyTextToCents,
  parseCents,
} from './invoices';
import { textLimits } from './schema-kit';
import { validate } from './validation';

const client = { address: '1-2-3 Ginza, Tokyo', company: 'Kumo Animation', companyEmail: 'billing@kumo.jp', country: 'Japan', contact: '+81 3 5555 0199', name: 'Rina Sato' };
const invoice = { id: 1, issuedDate: '02 Nov 2026', client, service: 'Edit', total: 4250, avatar: '', invoiceStatus: 'Sent', balance: '$4,250', dueDate: '02 Dec 2026' };
const body = {
  client,
  service: 'Edit',
  salesperson: 'Tom Becker',
  issuedDate: '2026-11-02',
  dueDate: '2026-12-02',
  items: [{ description: 'Edit', cost: '1,234.56', qty: '1' }],
  discount: '0',
  taxRate: '0',
  note: '',
  paymentTerms: '',
};

describe('the invoice entity carries cents', () => {
  it('takes a total with at most two decimals and a balance with cents, whole dollars as before', () => {
    expect(validate(InvoiceSchema, { ...invoice, total: 1234.56, balance: '$724.50' }).ok).toBe(true);
    expect(validate(InvoiceSchema, { ...invoice, total: 0.3, balance: 0 }).ok).toBe(true);
    expect(validate(InvoiceSchema, invoice).ok).toBe(true);
  });

  it('refuses a float sum, three decimals, a negative total and badly written money', () => {
    expect(validate(InvoiceSchema, { ...invoice, total: 0.1 + 0.2 })).toEqual({ ok: false, errors: { total: 'common.errors.invalid' } });
    expect(validate(InvoiceSchema, { ...invoice, total: 12.345 })).toEqual({ ok: false, errors: { total: 'common.errors.invalid' } });
    expect(validate(InvoiceSchema, { ...invoice, total: -5 })).toEqual({ ok: false, errors: { total: 'common.errors.invalid' } });
    for (const balance of ['$724.5', '$724.500', '724.50', '$1234.50']) {
      expect(validate(InvoiceSchema, { ...invoice, balance })).toEqual({ ok: false, errors: { balance: 'common.errors.invalid' } });
    }
    expect(validate(InvoicePaymentDetailsSchema, { totalDue: '$1,250.05', bankName: 'B', country: 'C', iban: 'I', swiftCode: 'S' }).ok).toBe(true);
  });

  it('converts cents to the entity’s dollars and money text and back, exactly', () => {
    expect(centsToDollars(123_456)).toBe(1234.56);
    expect(String(centsToDollars(253_077))).toBe('2530.77');
    expect(dollarsToCents(1234.56)).toBe(123_456);
    expect(dollarsToCents(centsToDollars(1_000_001))).toBe(1_000_001);
    expect([centsToMoneyText(390_000), centsToMoneyText(72_450), centsToMoneyText(5), centsToMoneyText(123_456_789)]).toEqual(['$3,900', '$724.50', '$0.05', '$1,234,567.89']);
    expect([moneyTextToCents('$3,900'), moneyTextToCents('$724.50'), moneyTextToCents(0), moneyTextToCents('n/a')]).toEqual([390_000, 72_450, 0, 0]);
    expect([centsToDecimal(425_000), centsToDecimal(123_450)]).toEqual(['4250', '1234.50']);
  });
});

describe('the invoice body', () => {
  it('wants a valid email and a phone number for the client', () => {
    expect(validate(InvoiceInputSchema, { ...body, client: { ...client, companyEmail: 'billing at kumo', contact: 'ask reception' } })).toEqual({
      ok: false,
      errors: { 'client.companyEmail': 'invoices.errors.email', 'client.contact': 'invoices.errors.phone' },
    });
    expect(validate(InvoiceInputSchema, { ...body, client: { ...client, contact: '555 01' } })).toEqual({ ok: false, errors: { 'client.contact': 'invoices.errors.phone' } });
    expect(validate(InvoiceInputSchema, { ...body, client: { ...client, contact: '' } })).toEqual({ ok: false, errors: { 'client.contact': 'invoices.errors.required' } });
    for (const contact of ['+1 (415) 555-0139', '03.55.55.01.99', '+47 22 55 50 84']) {
      expect(validate(InvoiceInputSchema, { ...body, client: { ...client, contact } }).ok).toBe(true);
    }
  });

  it('on an update, refuses a total below what was paid at the lines; the paid amount itself is fine', () => {
    const paid = 123_456;
    expect(validate(invoiceUpdateSchema(paid), { ...body, items: [{ description: 'Edit', cost: '1234.55', qty: '1' }] })).toEqual({ ok: false, errors: { items: 'invoices.errors.totalBelowPaid' } });
    // The discount and the tax count: 1,300 − 100 = 1,200, + 3 % = 1,236.
    expect(validate(invoiceUpdateSchema(paid), { ...body, items: [{ description: 'Edit', cost: '1300', qty: '1' }], discount: '100' }).ok).toBe(false);
    expect(validate(invoiceUpdateSchema(paid), { ...body, items: [{ description: 'Edit', cost: '1300', qty: '1' }], discount: '100', taxRate: '3' }).ok).toBe(true);
    expect(validate(invoiceUpdateSchema(paid), body).ok).toBe(true);
    expect(validate(invoiceUpdateSchema(0), { ...body, items: [{ description: 'Edit', cost: '0', qty: '1' }] }).ok).toBe(true);
    // A line that is not valid yet says so itself, not as a total below the paid amount.
    expect(validate(invoiceUpdateSchema(paid), { ...body, items: [{ description: 'Edit', cost: 'abc', qty: '1' }] })).toEqual({ ok: false, errors: { 'items.0.cost': 'invoices.errors.money' } });
  });
});

it('an update body of the wrong shape says so at its fields, without the paid check failing on it', () => {
  for (const items of ['x', [null], [{ cost: 3 }]]) {
    const result = validate(invoiceUpdateSchema(100), { ...body, items });
    expect(result.ok).toBe(false);
    expect(result.ok ? {} : result.errors).not.toHaveProperty('items', 'invoices.errors.totalBelowPaid');
  }
});

describe('amounts have a ceiling, so none is ever stored changed', () => {
  it('reads money exactly or not at all: beyond 2^53 cents a cent would be lost', () => {
    expect(parseCents('90,071,992,547,409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseCents('100000000000000.01')).toBeNull();
    expect(parseCents('1,000,000,000.00')).toBe(maxAmountCents);
  });

  it('refuses a cost, a discount or a payment above 1,000,000,000.00 at its field, with its own message', () => {
    const line = (cost: string, qty = '1') => ({ ...body, items: [{ description: 'Edit', cost, qty }] });
    expect(validate(InvoiceInputSchema, line('1,000,000,000.00')).ok).toBe(true);
    expect(validate(InvoiceInputSchema, line('1,000,000,000.01'))).toEqual({ ok: false, errors: { 'items.0.cost': 'invoices.errors.amountTooLarge' } });
    expect(validate(InvoiceInputSchema, line('100000000000000.01'))).toEqual({ ok: false, errors: { 'items.0.cost': 'invoices.errors.amountTooLarge' } });
    expect(validate(InvoiceInputSchema, { ...body, discount: '2000000000' })).toEqual({ ok: false, errors: { discount: 'invoices.errors.amountTooLarge' } });
    expect(validate(InvoicePaymentInputSchema, { amount: '1000000000.01', date: '2026-11-02', method: 'Cash', note: '' })).toEqual({ ok: false, errors: { amount: 'invoices.errors.amountTooLarge' } });
    // Text that is not money says only that.
    expect(validate(InvoiceInputSchema, line('12.345'))).toEqual({ ok: false, errors: { 'items.0.cost': 'invoices.errors.money' } });
  });

  it('refuses lines whose total goes above the ceiling at the lines, tax included', () => {
    const lines = (cost: string, qty: string, taxRate = '0') => ({ ...body, items: [{ description: 'Edit', cost, qty }], taxRate });
    expect(validate(InvoiceInputSchema, lines('500,000,000', '2')).ok).toBe(true);
    expect(validate(InvoiceInputSchema, lines('500,000,000', '3'))).toEqual({ ok: false, errors: { items: 'invoices.errors.totalTooLarge' } });
    expect(validate(InvoiceInputSchema, lines('1,000,000,000', '999999'))).toEqual({ ok: false, errors: { items: 'invoices.errors.totalTooLarge' } });
    expect(validate(InvoiceInputSchema, lines('1,000,000,000', '1', '0.01'))).toEqual({ ok: false, errors: { items: 'invoices.errors.totalTooLarge' } });
    expect(validate(invoiceUpdateSchema(100), lines('1,000,000,000', '2'))).toEqual({ ok: false, errors: { items: 'invoices.errors.totalTooLarge' } });
  });
});

describe('the list filters, as the client counts with them', () => {
  const listed = { ...invoice, invoiceStatus: 'Sent' as const };
  it('takes the status and the search, trimmed and in any case, in the client name or email', () => {
    expect(invoiceMatchesFilters(listed, {})).toBe(true);
    expect(invoiceMatchesFilters(listed, { status: 'Sent', q: '  RINA ' })).toBe(true);
    expect(invoiceMatchesFilters(listed, { q: 'kumo.jp' })).toBe(true);
    expect(invoiceMatchesFilters(listed, { status: 'Paid' })).toBe(false);
    expect(invoiceMatchesFilters(listed, { q: 'Animation' })).toBe(false); // the company is not searched
  });
});

// The audit saved 10,000 characters in every text field of the invoice form: each now has a limit,
// said at its field with the common message (the required ones keep "Fill in this field.").
type Body = typeof body;
const withClient = (change: Partial<typeof client>): Body => ({ ...body, client: { ...client, ...change } });
const withItem = (description: string): Body => ({ ...body, items: [{ ...body.items[0]!, description }] });

/** A valid email of exactly `length` characters. */
const emailOf = (length: number) => `${'b'.repeat(length - '@kumo.jp'.length)}@kumo.jp`;
/** A valid phone number (7 digits) of exactly `length` characters: the spaces between are allowed. */
const phoneOf = (length: number) => `1${' '.repeat(length - 7)}234567`;

// [field, body with the field at `length` characters, size]
const cases: [string, (length: number) => Body, keyof typeof textLimits][] = [
  ['client.name', (n) => withClient({ name: 'n'.repeat(n) }), 'line'],
  ['client.company', (n) => withClient({ company: 'c'.repeat(n) }), 'line'],
  ['client.companyEmail', (n) => withClient({ companyEmail: emailOf(n) }), 'line'],
  ['client.contact', (n) => withClient({ contact: phoneOf(n) }), 'line'],
  ['client.address', (n) => withClient({ address: 'a'.repeat(n) }), 'line'],
  ['client.country', (n) => withClient({ country: 'k'.repeat(n) }), 'line'],
  ['service', (n) => ({ ...body, service: 's'.repeat(n) }), 'line'],
  ['salesperson', (n) => ({ ...body, salesperson: 'p'.repeat(n) }), 'line'],
  ['items.0.description', (n) => withItem('d'.repeat(n)), 'paragraph'],
  ['note', (n) => ({ ...body, note: 'n'.repeat(n) }), 'paragraph'],
  ['paymentTerms', (n) => ({ ...body, paymentTerms: 't'.repeat(n) }), 'paragraph'],
];

describe.each(cases)('the invoice body’s %s', (field, bodyOf, size) => {
  const limit = textLimits[size];

  it(`takes ${limit} characters, on create and on update`, () => {
    expect(validate(InvoiceInputSchema, bodyOf(limit)).ok).toBe(true);
    expect(validate(invoiceUpdateSchema(0), bodyOf(limit)).ok).toBe(true);
  });

  it('refuses one more, at the field, on create and on update', () => {
    const refused = { ok: false, errors: { [field]: `common.errors.${size}TooLong` } };
    expect(validate(InvoiceInputSchema, bodyOf(limit + 1))).toEqual(refused);
    expect(validate(invoiceUpdateSchema(0), bodyOf(limit + 1))).toEqual(refused);
  });
});

describe('the limits of the invoice body', () => {
  it('count the text as trimmed: spaces around a full line do not refuse it', () => {
    expect(validate(InvoiceInputSchema, { ...body, service: ` ${'s'.repeat(textLimits.line)} ` })).toMatchObject({ ok: true, value: { service: 's'.repeat(textLimits.line) } });
  });

  it('leave the required fields their own message when empty', () => {
    expect(validate(InvoiceInputSchema, { ...withClient({ name: ' ' }), service: '', items: [{ description: '', cost: '1', qty: '1' }] })).toEqual({
      ok: false,
      errors: { 'client.name': 'invoices.errors.required', service: 'invoices.errors.required', 'items.0.description': 'invoices.errors.required' },
    });
  });

  it('refuse what the audit typed: 10,000 characters in every text field at once, each at its field', () => {
    const long = 'x'.repeat(10_000);
    const result = validate(InvoiceInputSchema, {
      ...body,
      client: { ...client, name: long, company: long, address: long, country: long },
      service: long,
      salesperson: long,
      items: [{ description: long, cost: '1', qty: '1' }],
      note: long,
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        'client.name': 'common.errors.lineTooLong',
        'client.company': 'common.errors.lineTooLong',
        'client.address': 'common.errors.lineTooLong',
        'client.country': 'common.errors.lineTooLong',
        service: 'common.errors.lineTooLong',
        salesperson: 'common.errors.lineTooLong',
        'items.0.description': 'common.errors.paragraphTooLong',
        note: 'common.errors.paragraphTooLong',
      },
    });
  });
});

describe('the send and payment forms’ limits', () => {
  const mail = { from: 'billing@studio.example', to: 'rsato@kumo-anim.jp', subject: 'Invoice #4', message: 'Please find the invoice attached.', attachPdf: true };
  it('take a subject of a line and a message of a long text, and refuse one character more', () => {
    expect(validate(InvoiceSendInputSchema, { ...mail, subject: 's'.repeat(textLimits.line), message: 'm'.repeat(textLimits.long) }).ok).toBe(true);
    expect(validate(InvoiceSendInputSchema, { ...mail, subject: 's'.repeat(textLimits.line + 1), message: 'm'.repeat(textLimits.long + 1) })).toEqual({
      ok: false,
      errors: { subject: 'common.errors.lineTooLong', message: 'common.errors.longTooLong' },
    });
  });
  it('take a payment note of a paragraph', () => {
    const payment = { amount: '100', date: '2026-11-02', method: 'Cash' };
    expect(validate(InvoicePaymentInputSchema, { ...payment, note: 'n'.repeat(textLimits.paragraph) }).ok).toBe(true);
    expect(validate(InvoicePaymentInputSchema, { ...payment, note: 'n'.repeat(textLimits.paragraph + 1) })).toEqual({ ok: false, errors: { note: 'common.errors.paragraphTooLong' } });
  });
});
