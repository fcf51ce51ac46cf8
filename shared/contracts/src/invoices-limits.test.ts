import { InvoiceInputSchema, invoiceUpdateSchema } from './invoices';
import { textLimits } from './schema-kit';
import { validate } from './validation';

// The audit saved 10,000 characters in every text field of the invoice form: each now has a limit,
// said at its field with the common message (the required ones keep "Fill in this field.").

const client = { address: '1-2-3 Ginza, Tokyo', company: 'Kumo Animation', companyEmail: 'billing@kumo.jp', country: 'Japan', contact: '+81 3 5555 0199', name: 'Rina Sato' };
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
