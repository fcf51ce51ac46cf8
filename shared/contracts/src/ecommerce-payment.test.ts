import { cardStillValid, passesLuhn, PaymentSchema } from './ecommerce';
import { textLimits } from './schema-kit';
import { validate } from './validation';

const card = { method: 'card', cardName: 'Ada Lovelace', cardNumber: '4111 1111 1111 1111', cardCvv: '123' };

describe('the checkout payment', () => {
  it('refuses a card whose expiry month is past, at the expiry field', () => {
    expect(validate(PaymentSchema, { ...card, cardExpiry: '01/20' })).toMatchObject({ ok: false, errors: { cardExpiry: 'ecommerce.errors.cardExpired' } });
    expect(validate(PaymentSchema, { ...card, cardExpiry: '13/30' })).toMatchObject({ ok: false, errors: { cardExpiry: 'ecommerce.errors.cardExpiryInvalid' } });
    expect(validate(PaymentSchema, { ...card, cardExpiry: '12/99' })).toMatchObject({ ok: true });
  });

  it('takes a card as valid to the end of its expiry month', () => {
    expect(cardStillValid('11/26', new Date('2026-11-30T23:59:00Z'))).toBe(true);
    expect(cardStillValid('11/26', new Date('2026-12-01T00:00:00Z'))).toBe(false);
    expect(cardStillValid('10/26', new Date('2026-11-26T00:00:00Z'))).toBe(false);
  });
});

describe('the card number', () => {
  const withNumber = (cardNumber: string) => validate(PaymentSchema, { ...card, cardExpiry: '12/99', cardNumber });

  // The test cards the docs, the e2e run and the tests type, and other well-known ones of each length.
  it.each(['4242 4242 4242 4242', '4111 1111 1111 1111', '4111-1111-1111-1111', '5555 5555 5555 4444', '3782 822463 10005', '4222222222222', '6011 1111 1111 1117'])('takes %s', (number) => {
    expect(withNumber(number)).toMatchObject({ ok: true, value: { cardNumber: number.replace(/\D/g, '') } });
  });

  it.each([
    ['a made-up one', '1234 5678 9012 3456'],
    ['one digit mistyped', '4242 4242 4242 4243'],
    ['two neighbours swapped', '4111 1111 1111 1111'.replace('41', '14')],
  ])('refuses %s by its checksum', (_, number) => {
    expect(withNumber(number)).toEqual({ ok: false, errors: { cardNumber: 'ecommerce.errors.cardNumberChecksum' } });
  });

  it('says only the length of a number too short or too long, whatever its checksum', () => {
    expect(withNumber('1234')).toEqual({ ok: false, errors: { cardNumber: 'ecommerce.errors.cardNumberInvalid' } });
    expect(withNumber('4242 4242 4242 4242 4242')).toEqual({ ok: false, errors: { cardNumber: 'ecommerce.errors.cardNumberInvalid' } });
  });

  it('sums the Luhn way: every second digit from the right doubled', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('0000000000000')).toBe(true);
  });
});

describe('the name on the card', () => {
  const withName = (cardName: string) => validate(PaymentSchema, { ...card, cardExpiry: '12/99', cardName });

  it(`takes ${textLimits.line} characters and refuses one more`, () => {
    expect(withName('A'.repeat(textLimits.line))).toMatchObject({ ok: true });
    expect(withName('A'.repeat(textLimits.line + 1))).toEqual({ ok: false, errors: { cardName: 'common.errors.lineTooLong' } });
  });

  it('counts the name as trimmed', () => {
    expect(withName(` ${'A'.repeat(textLimits.line)} `)).toMatchObject({ ok: true });
  });
});
