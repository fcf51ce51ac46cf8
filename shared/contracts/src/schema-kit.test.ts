import * as v from 'valibot';
import { atMost, commonMessagesEn, fields, hasTwoDecimalsAtMost, isCalendarDay, isoDay, isPhoneNumber, phoneText, requiredText, textLimits } from './schema-kit';
import { validate } from './validation';

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

describe('calendar days (invoice dates, due dates, birthdays, campaign dates)', () => {
  it.each(['2026-11-27', '2024-02-29', '2000-02-29', '0050-06-01', '9999-12-31'])('takes %s', (value) => {
    expect(isCalendarDay(value)).toBe(true);
    expect(v.safeParse(isoDay(), value).success).toBe(true);
  });

  it.each([
    ['a month past December', '2026-13-01'],
    ['a day past the month', '2026-02-31'],
    ['February 29 of a common year', '2026-02-29'],
    ['1900, no leap year', '1900-02-29'],
    ['day 0', '2026-05-00'],
    ['another shape', '27/11/2026'],
    ['a moment', '2026-11-27T10:00:00Z'],
  ])('refuses %s', (_, value) => {
    expect(isCalendarDay(value)).toBe(false);
    expect(v.safeParse(isoDay(), value).success).toBe(false);
  });
});

describe('atMost: the common text limits', () => {
  const Line = fields({ name: v.pipe(requiredText('todo.errors.titleRequired'), atMost('line')) });
  it('takes a text of exactly the limit and refuses one more character, with the common key', () => {
    expect(validate(Line, { name: 'a'.repeat(textLimits.line) })).toMatchObject({ ok: true });
    expect(validate(Line, { name: 'a'.repeat(textLimits.line + 1) })).toEqual({ ok: false, errors: { name: 'common.errors.lineTooLong' } });
  });
  it('says each limit in its message', () => {
    expect(commonMessagesEn['common.errors.paragraphTooLong']).toBe('Use at most 1000 characters.');
    expect(commonMessagesEn['common.errors.longTooLong']).toBe('Use at most 5000 characters.');
  });
});

it('hasTwoDecimalsAtMost: money to the cent, no float drift, no exponent', () => {
  expect([12, 12.5, 12.25, 0.01, -3.1].every(hasTwoDecimalsAtMost)).toBe(true);
  expect([12.255, 0.001, 0.1 + 0.2, 1e21, Number.NaN].some(hasTwoDecimalsAtMost)).toBe(false);
});
