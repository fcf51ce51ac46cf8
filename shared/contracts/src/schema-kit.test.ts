import * as v from 'valibot';
import { isPhoneNumber, phoneText } from './schema-kit';

describe('phone numbers (users, invoice clients, delivery address, account information)', () => {
  it.each(['+1 (616) 865-4180', '+81 3 5555 0199', '03.55.55.01.99', '0612345', '(212) 555-0199', '+962 6 555 0101'])('takes %s', (value) => {
    expect(isPhoneNumber(value)).toBe(true);
  });

  it.each([
    ['words', 'ask reception'],
    ['too few digits', '555 019'],
    ['more digits than E.164 allows', '+1234567890123456'],
    ['a + inside', '555+0199 12'],
    ['letters among digits', '555 01 99 ext 4'],
    ['nothing', ''],
  ])('refuses %s', (_, value) => {
    expect(isPhoneNumber(value)).toBe(false);
  });

  it('trims, and takes blank only when the field is optional', () => {
    expect(v.parse(phoneText(), '  +44 20 7946 0958 ')).toBe('+44 20 7946 0958');
    expect(v.safeParse(phoneText(), '  ').success).toBe(false);
    expect(v.parse(phoneText(undefined, { optional: true }), '  ')).toBe('');
  });
});
