import * as v from 'valibot';
import { AccountGeneralSchema, AccountInfoApiSchema, AccountInfoSchema, AccountSocialSchema, BlogEditFormSchema } from './content-pages';

// The content pages' text limits (a 10,000-character name, title or address was saved) and the
// date of birth's and username's own rules: each limit's edge passes, one character more does not.

/** The message key of `field`'s first issue for `input`, or undefined when it passes. */
function messageOf(schema: v.GenericSchema, input: object, field: string): string | undefined {
  const result = v.safeParse(schema, input);
  return result.success ? undefined : result.issues.find((issue) => v.getDotPath(issue) === field)?.message;
}

const general = { avatar: '', username: 'maya.lindqvist', fullName: 'Maya Lindqvist', email: 'maya@northlight.studio', company: 'Northlight Studios' };
const info = { bio: '', dob: '1988-04-17', country: 'Sweden', website: '', phone: '' };
const noLinks = { twitter: '', facebook: '', google: '', linkedIn: '', instagram: '', quora: '' };
const post = { blogTitle: 'A title', blogCategories: ['Video'], slug: 'a-title', status: 'Published', excerpt: 'An excerpt.', content: '<p>Body.</p>', featuredImage: '' };

/** A web address exactly `length` characters long. */
const addressOf = (length: number) => `https://example.com/${'a'.repeat(length - 'https://example.com/'.length)}`;

describe('the General tab', () => {
  it.each(['fullName', 'company', 'username'])('takes a %s of 100 characters, not 101', (field) => {
    expect(messageOf(AccountGeneralSchema, { ...general, [field]: 'a'.repeat(100) }, field)).toBeUndefined();
    expect(messageOf(AccountGeneralSchema, { ...general, [field]: 'a'.repeat(101) }, field)).toBe('common.errors.lineTooLong');
  });
  it('takes an email of 100 characters, not 101', () => {
    const emailOf = (length: number) => `${'m'.repeat(length - '@studio.example'.length)}@studio.example`;
    expect(messageOf(AccountGeneralSchema, { ...general, email: emailOf(100) }, 'email')).toBeUndefined();
    expect(messageOf(AccountGeneralSchema, { ...general, email: emailOf(101) }, 'email')).toBe('common.errors.lineTooLong');
  });

  it('takes a username of letters of any script, digits, dots, dashes and underscores', () => {
    for (const username of ['maya.lindqvist', 'nadia.okafor', 'jean_luc-2', 'José', 'مايا', 'ab']) {
      expect(messageOf(AccountGeneralSchema, { ...general, username }, 'username')).toBeUndefined();
    }
  });

  it('refuses markup and other signs in a username, and says spaces apart', () => {
    for (const username of ['<b>x</b>', 'maya@studio', 'maya/1', '"maya"']) {
      expect(messageOf(AccountGeneralSchema, { ...general, username }, 'username')).toBe('pages.errors.usernameCharacters');
    }
    expect(messageOf(AccountGeneralSchema, { ...general, username: 'maya lindqvist' }, 'username')).toBe('pages.errors.usernameSpaces');
    expect(messageOf(AccountGeneralSchema, { ...general, username: '  ' }, 'username')).toBe('pages.errors.usernameRequired');
  });
});

describe('the Information tab', () => {
  it.each([AccountInfoSchema, AccountInfoApiSchema])('takes a country of 100 characters, not 101 (form and API)', (schema) => {
    expect(messageOf(schema, { ...info, country: 'a'.repeat(100) }, 'country')).toBeUndefined();
    expect(messageOf(schema, { ...info, country: 'a'.repeat(101) }, 'country')).toBe('common.errors.lineTooLong');
  });

  it('takes a website of 1000 characters, not 1001, and says a pasted page of text is too long', () => {
    expect(messageOf(AccountInfoSchema, { ...info, website: addressOf(1000) }, 'website')).toBeUndefined();
    expect(messageOf(AccountInfoSchema, { ...info, website: addressOf(1001) }, 'website')).toBe('common.errors.paragraphTooLong');
    expect(messageOf(AccountInfoSchema, { ...info, website: 'a'.repeat(10_000) }, 'website')).toBe('common.errors.paragraphTooLong');
    expect(messageOf(AccountInfoSchema, { ...info, website: 'my site' }, 'website')).toBe('pages.errors.websiteInvalid');
  });

  describe('a date of birth', () => {
    beforeEach(() => jest.useFakeTimers({ now: new Date('2026-06-15T12:00:00Z') }));
    afterEach(() => jest.useRealTimers());

    it.each([AccountInfoSchema, AccountInfoApiSchema])('says what is wrong with it, each problem in its own words (form and API)', (schema) => {
      const dobMessage = (dob: unknown) => messageOf(schema, { ...info, dob }, 'dob');
      // What a date picker hands over for an empty field and for a day that does not exist alike.
      expect(dobMessage('')).toBe('pages.errors.dobRequired');
      // Text as typed (an API call, a browser without a date picker).
      expect(dobMessage('2026-02-30')).toBe('pages.errors.dobNotADate');
      expect(dobMessage('2026-13-01')).toBe('pages.errors.dobNotADate');
      expect(dobMessage('yesterday')).toBe('pages.errors.dobNotADate');
      expect(dobMessage(19880417)).toBe('pages.errors.dobNotADate');
      expect(dobMessage('1800-01-01')).toBe('pages.errors.dobTooEarly');
      expect(dobMessage('1899-12-31')).toBe('pages.errors.dobTooEarly');
      expect(dobMessage('1900-01-01')).toBeUndefined();
      expect(dobMessage('2999-01-01')).toBe('pages.errors.dobInvalid');
    });
  });
});

describe('the Social tab', () => {
  it.each(Object.keys(noLinks))('takes a %s address of 1000 characters, not 1001', (key) => {
    const field = `socialLinks.${key}`;
    expect(messageOf(AccountSocialSchema, { socialLinks: { ...noLinks, [key]: addressOf(1000) } }, field)).toBeUndefined();
    expect(messageOf(AccountSocialSchema, { socialLinks: { ...noLinks, [key]: addressOf(1001) } }, field)).toBe('common.errors.paragraphTooLong');
    expect(messageOf(AccountSocialSchema, { socialLinks: { ...noLinks, [key]: 'a'.repeat(10_000) } }, field)).toBe('common.errors.paragraphTooLong');
  });
});

describe('the blog’s edit form', () => {
  it.each([
    ['blogTitle', 100, 'common.errors.lineTooLong'],
    ['slug', 100, 'common.errors.lineTooLong'],
    ['excerpt', 1000, 'common.errors.paragraphTooLong'],
    ['content', 5000, 'common.errors.longTooLong'],
  ] as const)('takes a %s of %i characters, not one more', (field, limit, key) => {
    expect(messageOf(BlogEditFormSchema, { ...post, [field]: 'a'.repeat(limit) }, field)).toBeUndefined();
    expect(messageOf(BlogEditFormSchema, { ...post, [field]: 'a'.repeat(limit + 1) }, field)).toBe(key);
  });
});
