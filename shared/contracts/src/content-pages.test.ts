/**
 * @jest-environment ./shared/testing/src/time-zone-environment.ts
 * @jest-environment-options {"timeZone": "America/Los_Angeles"}
 */
import * as v from 'valibot';
import { AccountInfoApiSchema, AccountInfoSchema, BlogEditFormSchema, slugify } from './content-pages';

const info = (dob: string) => ({ bio: '', dob, country: '', website: '', phone: '' });
const dobRefused = (schema: typeof AccountInfoSchema, dob: string) => !v.safeParse(schema, info(dob)).success;

afterEach(() => jest.useRealTimers());

// At 20:00 on 26 November in Los Angeles it is already 27 November in UTC (04:00).
describe('a date of birth', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-27T04:00:00Z') }));

  it('must come before the user’s own today in the form: their yesterday passes, their today does not', () => {
    expect(dobRefused(AccountInfoSchema, '2026-11-25')).toBe(false);
    expect(dobRefused(AccountInfoSchema, '2026-11-26')).toBe(true);
    expect(dobRefused(AccountInfoSchema, '2026-11-27')).toBe(true);
  });

  it('has a day of leeway at the API: a caller at UTC+14 may send the UTC today (their yesterday), not later', () => {
    expect(dobRefused(AccountInfoApiSchema, '2026-11-27')).toBe(false);
    expect(dobRefused(AccountInfoApiSchema, '2026-11-28')).toBe(true);
  });
});

describe('slugify', () => {
  it('takes accents off their letters', () => {
    expect(slugify('Crème brûlée à la télé')).toBe('creme-brulee-a-la-tele');
    expect(slugify('Ångström & İstanbul')).toBe('angstrom-istanbul');
  });

  it('gives nothing for a title with no Latin letter or digit, and a slug the schema takes otherwise', () => {
    expect(slugify('تصوير برنامج طبخ')).toBe('');
    const slug = slugify('  How do I go live?  ');
    expect(slug).toBe('how-do-i-go-live');
    expect(v.safeParse(BlogEditFormSchema.entries.slug, slug).success).toBe(true);
  });
});
