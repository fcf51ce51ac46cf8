import { cardStillValid, PaymentSchema } from './ecommerce';
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
