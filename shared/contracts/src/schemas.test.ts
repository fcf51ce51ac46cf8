import * as v from 'valibot';
import * as contracts from '.';
import {
  ChangePasswordSchema,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  NewTaskSchema,
  NewUserSchema,
  UserSchema,
  ProductIdRequestSchema,
  RefreshTokenRequestSchema,
  RegisterFormSchema,
  RegisterRequestSchema,
  inEnglish,
  isMessageKey,
  messagesEn,
  validate,
  userPlanRanks,
  userPlans,
  userRoleRanks,
  userRoles,
  userStatusRanks,
  userStatuses,
  type FieldErrors,
  type MessageKey,
} from '.';
import { fields, requiredText, textLimits } from './schema-kit';

/** Every schema contracts exports, by name. */
const schemas = Object.entries(contracts as Record<string, unknown>).filter(
  (entry): entry is [string, v.GenericSchema] => typeof entry[1] === 'object' && entry[1] !== null && 'kind' in entry[1] && entry[1].kind === 'schema',
);

// Wrappers pass their inner schema's issues through and have no message of their own.
const wrappers = new Set(['optional', 'nullable', 'nullish', 'exact_optional', 'undefinedable']);

/**
 * Every message a schema can put in an issue (a `fields` object's for a value that is not an
 * object); 'valibot default' where a schema or check has none, so valibot's English would show.
 */
function messagesOf(node: unknown, seen = new Set<unknown>()): string[] {
  if (typeof node !== 'object' || node === null || seen.has(node)) return [];
  seen.add(node);
  const item = node as Record<string, unknown>;
  const issues = (item.kind === 'schema' || item.kind === 'validation') && !wrappers.has(item.type as string);
  const own =
    typeof item.message === 'string'
      ? [item.message]
      : typeof item.message === 'function'
        ? [(item.message as (issue: object) => string)({})]
        : issues
          ? ['valibot default']
          : [];
  const children = [item.pipe, item.item, item.wrapped, item.entries && Object.values(item.entries), item.options].flat();
  return [...own, ...children.flatMap((child) => messagesOf(child, seen))];
}

/** A schema's answer for an input: the field errors as keys and as the API's English texts. */
function errorsOf(schema: v.GenericSchema, input: unknown): { keys: FieldErrors; texts: Record<string, string> } {
  const result = validate(schema, input);
  if (result.ok) throw new Error(`expected ${JSON.stringify(input)} to be refused`);
  return { keys: result.errors, texts: inEnglish(result.errors) };
}

describe('message keys', () => {
  it('finds the exported schemas', () => {
    expect(schemas.map(([name]) => name)).toEqual(expect.arrayContaining(['UserSchema', 'TaskSchema', 'LoginRequestSchema', 'ProductSchema']));
  });

  it.each(schemas)('%s only ever issues message keys (never valibot English)', (_name, schema) => {
    const unknown = messagesOf(schema).filter((message) => !isMessageKey(message));
    expect(unknown).toEqual([]);
  });

  it('names every key <domain>.errors.<name> and gives it an English text', () => {
    for (const [key, text] of Object.entries(messagesEn)) {
      expect(key).toMatch(/^[a-z]+\.errors\.[a-z][A-Za-z]+$/);
      expect(text.trim()).not.toBe('');
    }
  });

  it('keeps the exact messages of spec §5 and §8', () => {
    expect(messagesEn).toMatchObject({
      'auth.errors.invalidCredentials': 'Email or Password is Invalid',
      'auth.errors.loginFailed': 'Something went wrong',
      'auth.errors.emailInUse': 'This email is already in use.',
      'auth.errors.usernameInUse': 'This username is already in use.',
      'auth.errors.refreshTokenInvalid': 'Invalid refresh token',
      'users.errors.emailInUse': 'This email is already in use.',
      'users.errors.usernameInUse': 'This username is already in use.',
    } satisfies Partial<Record<MessageKey, string>>);
  });
});

describe('validate', () => {
  const Line = fields({ name: requiredText('todo.errors.titleRequired'), price: v.number('common.errors.invalid') });
  const Invoice = fields({ title: requiredText('todo.errors.titleRequired'), items: v.array(Line, 'common.errors.invalid') }, 'todo.errors.taskRequired');

  it('answers the parsed value (trimmed) when the input is valid', () => {
    expect(validate(Invoice, { title: ' A ', items: [{ name: 'x', price: 1 }], extra: true })).toEqual({
      ok: true,
      value: { title: 'A', items: [{ name: 'x', price: 1 }] },
    });
  });

  it('answers the first problem of each field, nested fields by dotted path', () => {
    expect(validate(Invoice, { title: '', items: [{ name: 'x', price: 1 }, { name: ' ', price: 'ten' }] })).toEqual({
      ok: false,
      errors: { title: 'todo.errors.titleRequired', 'items.1.name': 'todo.errors.titleRequired', 'items.1.price': 'common.errors.invalid' },
    });
  });

  it("reports a missing field with the field's own key, not the object's", () => {
    expect(validate(Invoice, { items: [] })).toEqual({ ok: false, errors: { title: 'todo.errors.titleRequired' } });
  });

  it('puts a problem with the whole input under root, or the name given', () => {
    expect(validate(Invoice, 'text')).toEqual({ ok: false, errors: { root: 'todo.errors.taskRequired' } });
    expect(validate(Invoice, null, 'invoice')).toEqual({ ok: false, errors: { invoice: 'todo.errors.taskRequired' } });
  });
});

describe('auth bodies', () => {
  const login = { email: ' Admin@Demo.com ', password: ' secret ' };

  it('trims the email and keeps the password as typed', () => {
    expect(validate(LoginRequestSchema, login)).toEqual({ ok: true, value: { email: 'Admin@Demo.com', password: ' secret ' } });
  });

  it.each([
    [{}, { email: 'auth.errors.emailRequired', password: 'auth.errors.passwordRequired' }, { email: 'Email is required.', password: 'Password is required.' }],
    [{ email: '  ', password: '' }, { email: 'auth.errors.emailRequired', password: 'auth.errors.passwordRequired' }, { email: 'Email is required.', password: 'Password is required.' }],
    [{ ...login, email: 'admin.demo.com' }, { email: 'auth.errors.emailNoAt' }, { email: 'Email must contain @.' }],
    [{ ...login, email: 'admin@demo' }, { email: 'auth.errors.emailInvalid' }, { email: 'Email is not a valid address.' }],
    [{ ...login, password: 42 }, { password: 'auth.errors.passwordRequired' }, { password: 'Password is required.' }],
  ])('login %j: %j', (input, keys, texts) => {
    expect(errorsOf(LoginRequestSchema, input)).toEqual({ keys, texts });
  });

  it('register: each field required, and the form also wants a strong password (the same policy as a changed one)', () => {
    expect(errorsOf(RegisterRequestSchema, {}).texts).toEqual({ email: 'Email is required.', password: 'Password is required.', username: 'Username is required.' });
    const body = { email: 'mara@studio.tv', password: 'pw', username: ' mara ' };
    expect(validate(RegisterRequestSchema, body)).toEqual({ ok: true, value: { ...body, username: 'mara' } });
    const weak = { keys: { password: 'auth.errors.passwordWeak' }, texts: { password: 'Use at least 8 characters with a lower-case letter, an upper-case letter and a digit or symbol.' } };
    for (const password of ['pw', 'secret123', 'SECRET123', 'Secretive', 'Secr3t']) expect(errorsOf(RegisterFormSchema, { ...body, password })).toEqual(weak);
    expect(validate(RegisterFormSchema, { ...body, password: 'Secret123' }).ok).toBe(true);
    expect(validate(ChangePasswordSchema, { currentPassword: 'admin', newPassword: 'secret123', confirmPassword: 'secret123' }).ok).toBe(false);
  });

  it('forgot password and refresh token', () => {
    expect(errorsOf(ForgotPasswordRequestSchema, { email: 'nobody' }).keys).toEqual({ email: 'auth.errors.emailNoAt' });
    expect(errorsOf(RefreshTokenRequestSchema, {}).texts).toEqual({ refreshToken: 'Invalid refresh token' });
    expect(errorsOf(RefreshTokenRequestSchema, { refreshToken: '' }).texts).toEqual({ refreshToken: 'Invalid refresh token' });
  });
});

describe('task body', () => {
  const task = { title: ' Cut the teaser ' };

  it('fills in what the template left out: empty texts, no assignee, no tags, flags off', () => {
    expect(validate(NewTaskSchema, { ...task, dueDate: null, tags: ['high', 'high'], isImportant: 'yes', assignee: { fullName: ' Omar ', avatar: 3 } })).toEqual({
      ok: true,
      value: {
        title: 'Cut the teaser',
        dueDate: '',
        description: '',
        assignee: { fullName: 'Omar', avatar: '' },
        tags: ['high'],
        isCompleted: false,
        isDeleted: false,
        isImportant: false,
      },
    });
  });

  it.each([
    [{ title: '  ' }, 'title', 'todo.errors.titleRequired', 'Title is required.'],
    [{ ...task, dueDate: '1/12/2026' }, 'dueDate', 'todo.errors.dueDateFormat', 'Due date must be YYYY-MM-DD.'],
    [{ ...task, dueDate: '2026-02-30' }, 'dueDate', 'todo.errors.dueDateFormat', 'Due date must be YYYY-MM-DD.'],
    [{ ...task, tags: ['high', 'urgent'] }, 'tags', 'todo.errors.tagsInvalid', 'Tags must be among: team, low, medium, high, update.'],
    [{ ...task, tags: 'high' }, 'tags', 'todo.errors.tagsInvalid', 'Tags must be among: team, low, medium, high, update.'],
    [{ ...task, assignee: { fullName: ' ' } }, 'assignee', 'todo.errors.assigneeInvalid', 'Assignee needs a full name.'],
    [{ ...task, assignee: 'Omar' }, 'assignee', 'todo.errors.assigneeInvalid', 'Assignee needs a full name.'],
    [{ ...task, description: 5 }, 'description', 'todo.errors.descriptionText', 'Description must be text.'],
  ])('%j: %s', (input, field, key, text) => {
    expect(errorsOf(NewTaskSchema, input)).toEqual({ keys: { [field]: key }, texts: { [field]: text } });
  });

  it('names a body that is not an object', () => {
    expect(inEnglish(errorsOf(NewTaskSchema, 'x').keys)).toEqual({ root: 'A task object is required.' });
  });
});

/** A new user's body, valid (the add-user form's and the API's). */
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

describe('new user body', () => {

  it('trims, and gives a missing avatar the empty value', () => {
    expect(validate(NewUserSchema, { ...user, fullName: ' Rina Sato ' })).toEqual({ ok: true, value: { ...user, avatar: '' } });
  });

  it('answers every field of an empty body at once', () => {
    expect(errorsOf(NewUserSchema, {}).texts).toEqual({
      fullName: 'Full name is required.',
      company: 'Company is required.',
      role: 'Role must be one of: admin, author, editor, maintainer, subscriber.',
      username: 'Username is required.',
      country: 'Country is required.',
      contact: 'Contact is required.',
      email: 'Email is required.',
      currentPlan: 'Plan must be one of: basic, company, enterprise, team.',
      status: 'Status must be one of: active, inactive, pending.',
    });
  });

  it.each([
    [{ email: 'rsato@kumo' }, 'email', 'users.errors.emailInvalid', 'Email is not a valid address.'],
    [{ username: 'r sato' }, 'username', 'users.errors.usernameSpaces', 'Username cannot contain spaces.'],
    [{ avatar: 3 }, 'avatar', 'users.errors.avatarText', 'Avatar must be text.'],
    [{ avatar: 'avatar.png' }, 'avatar', 'users.errors.avatarAddress', 'Avatar must be a web address (https://…) or a path starting with /.'],
    [{ role: '' }, 'role', 'users.errors.roleRequired', 'Choose a role.'],
    [{ role: 'owner' }, 'role', 'users.errors.roleInvalid', 'Role must be one of: admin, author, editor, maintainer, subscriber.'],
    [{ currentPlan: '' }, 'currentPlan', 'users.errors.planRequired', 'Choose a plan.'],
    [{ status: '' }, 'status', 'users.errors.statusRequired', 'Choose a status.'],
  ])('%j: %s', (change, field, key, text) => {
    expect(errorsOf(NewUserSchema, { ...user, ...change })).toEqual({ keys: { [field]: key }, texts: { [field]: text } });
  });
});

describe('product id body', () => {
  it.each([[{}], [{ productId: 0 }], [{ productId: 1.5 }], [{ productId: '3' }]])('%j needs a positive whole number', (input) => {
    expect(errorsOf(ProductIdRequestSchema, input).texts).toEqual({ productId: 'A product id (a positive whole number) is required.' });
  });
});

describe('the users list’s rank orders', () => {
  it.each([
    ['roles', userRoleRanks, userRoles],
    ['plans', userPlanRanks, userPlans],
    ['statuses', userStatusRanks, userStatuses],
  ] as const)('rank every one of the %s once', (_name, ranks, values) => {
    expect([...ranks].sort()).toEqual([...values].sort());
  });
});

// The audit added a user whose name, company and country held 10,000 characters each: the add-user
// body (the form's schema and the mock's) now takes at most a line in each text field.
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
