import { NewUserSchema, UserSchema } from './users';
import { textLimits } from './schema-kit';
import { validate } from './validation';

// The audit added a user whose name, company and country held 10,000 characters each: the add-user
// body (the form's schema and the mock's) now takes at most a line in each text field.

const user = {
  fullName: 'Rina Sato',
  company: 'Kumo Animation',
  role: 'author',
  username: 'rsato',
  country: 'Japan',
  contact: '+81 3 5555 0199',
  email: 'rsato@kumo-anim.jp',
  currentPlan: 'team',
  status: 'pending',
};

const line = textLimits.line;
// Texts of exactly `length` characters that pass each field's own rules.
const textsOf: Record<string, (length: number) => string> = {
  fullName: (length) => 'r'.repeat(length),
  username: (length) => 'u'.repeat(length),
  email: (length) => `${'r'.repeat(length - '@kumo.jp'.length)}@kumo.jp`,
  // Seven digits, the spaces between them free.
  contact: (length) => `1${' '.repeat(length - 7)}234567`,
  company: (length) => 'c'.repeat(length),
  country: (length) => 'k'.repeat(length),
};

describe.each(Object.entries(textsOf))('the new user’s %s', (field, textOf) => {
  it(`takes ${line} characters`, () => {
    expect(validate(NewUserSchema, { ...user, [field]: textOf(line) }).ok).toBe(true);
  });

  it('refuses one more with the common message, at the field', () => {
    expect(validate(NewUserSchema, { ...user, [field]: textOf(line + 1) })).toEqual({ ok: false, errors: { [field]: 'common.errors.lineTooLong' } });
  });
});

describe('the limits of the new user', () => {
  it('refuse what the audit typed: 10,000 characters in each text field, each at its field', () => {
    const long = 'x'.repeat(10_000);
    expect(validate(NewUserSchema, { ...user, fullName: long, company: long, country: long, username: long })).toEqual({
      ok: false,
      errors: { fullName: 'common.errors.lineTooLong', company: 'common.errors.lineTooLong', country: 'common.errors.lineTooLong', username: 'common.errors.lineTooLong' },
    });
  });

  it('leave an empty field its own message', () => {
    expect(validate(NewUserSchema, { ...user, fullName: ' ', country: '' })).toEqual({
      ok: false,
      errors: { fullName: 'users.errors.fullNameRequired', country: 'users.errors.countryRequired' },
    });
  });

  it('are the request’s only: a stored user of any length still reads', () => {
    expect(validate(UserSchema, { ...user, id: 1, avatar: '', fullName: 'r'.repeat(line + 1) }).ok).toBe(true);
  });
});
