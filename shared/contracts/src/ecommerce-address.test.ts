import { AddressSchema, PlaceOrderRequestSchema } from './ecommerce';
import { textLimits } from './schema-kit';
import { validate } from './validation';

const address = { fullName: 'Ada Lovelace', phone: '+44 20 7946 0000', street: '12 Analytical Row', city: 'London', postcode: 'N1 9GU', country: 'United Kingdom' };

describe('the delivery address', () => {
  it.each(['fullName', 'street', 'city', 'country'] as const)(`takes a %s of ${textLimits.line} characters and refuses one more`, (field) => {
    expect(validate(AddressSchema, { ...address, [field]: 'a'.repeat(textLimits.line) })).toMatchObject({ ok: true });
    expect(validate(AddressSchema, { ...address, [field]: 'a'.repeat(textLimits.line + 1) })).toEqual({ ok: false, errors: { [field]: 'common.errors.lineTooLong' } });
  });

  it('still says an empty field is required, not too long', () => {
    expect(validate(AddressSchema, { ...address, city: '  ' })).toEqual({ ok: false, errors: { city: 'ecommerce.errors.cityRequired' } });
  });

  it('is refused as long in the order body too (the mock checks the order with it)', () => {
    const order = { address: { ...address, street: 'x'.repeat(10_000) }, payment: { method: 'cash' } };
    expect(validate(PlaceOrderRequestSchema, order)).toEqual({ ok: false, errors: { 'address.street': 'common.errors.lineTooLong' } });
  });
});
