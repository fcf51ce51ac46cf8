import * as v from 'valibot';

// The building blocks of the entity and request schemas. Every issue message is a message key
// (`<domain>.errors.<name>`, see messages.ts): the mock answers with its English text, a form
// translates it. The helpers take the key, so a schema never falls back to valibot's English.
// (Keys are checked against messagesEn by contracts' schema tests: importing its type here would
// make an import cycle, as messages.ts collects the texts of the modules that use this kit.)

/**
 * Builds a module-level schema; each use is marked pure (`@__PURE__`), as in
 * `export const XSchema = <pure> define(() => fields({ … }))`. webpack counts any unmarked
 * module-level call as a side effect and then puts the whole module in every bundle that imports
 * contracts (the shell's first page included) even when it uses none of its schemas. One marked
 * call around each construction keeps the module side-effect free, so a bundle takes a schema
 * only if it uses it (docs/toolchain-traps.md).
 */
export function define<T>(build: () => T): T {
  return build();
}

/** The shape of a message key: `users.errors.fullNameRequired`. */
export type MessageKeyLike = `${string}.errors.${string}`;

/**
 * The longest text a field takes where its domain sets no limit of its own: a line (a name, a
 * title, a subject, a line of an address), a paragraph (a message, a note), a long text (a
 * description, an article). Without one, a 10,000-character name was saved and shown everywhere.
 */
export const textLimits = { line: 100, paragraph: 1000, long: 5000 } as const;

/** English texts of the keys shared by every domain. */
export const commonMessagesEn = {
  // Entity fields no form edits (ids, counts, flags): only seed checks and bad API input see it.
  'common.errors.invalid': 'This value is not valid.',
  'common.errors.lineTooLong': `Use at most ${textLimits.line} characters.`,
  'common.errors.paragraphTooLong': `Use at most ${textLimits.paragraph} characters.`,
  'common.errors.longTooLong': `Use at most ${textLimits.long} characters.`,
} satisfies Record<`common.errors.${string}`, string>;

/** Caps a text at `textLimits[size]` characters, said with the common message (in a `v.pipe`). */
export function atMost(size: keyof typeof textLimits) {
  return v.maxLength<string, number, MessageKeyLike>(textLimits[size], `common.errors.${size}TooLong`);
}

const invalid: MessageKeyLike = 'common.errors.invalid';

/** YYYY-MM-DD (spec §3 Task dueDate and the other calendar dates). */
export const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** YYYY-MM-DD of a day the calendar has: '2026-02-31' and '2026-13-01' have the shape, not the day. */
export function isCalendarDay(value: string): boolean {
  if (!datePattern.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0–99 as 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Someone's address: one @, something on both sides, a dot in the domain. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An image, video or page: a web address or a path of this console ('' is handled by the caller). */
export const addressPattern = /^(https?:\/\/|\/)\S+$/;

/** A phone number as people write it: an optional leading +, then digits, spaces, dots, dashes, brackets. */
const phoneCharacters = /^\+?[0-9(][0-9 ().-]*$/;

/** 7 to 15 digits (E.164's longest) written with the characters above: '+1 (616) 865-4180', '03.55.55.01.99'. */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return phoneCharacters.test(value) && digits >= 7 && digits <= 15;
}

/** A phone number, trimmed; `optional` also takes ''. */
export function phoneText(message: MessageKeyLike = invalid, { optional = false } = {}) {
  return v.pipe(v.string(message), v.trim(), v.check((value) => (optional && value === '') || isPhoneNumber(value), message));
}

/** Any text (no rule but its type). */
export function text(message: MessageKeyLike = invalid) {
  return v.string(message);
}

/** Text that is not blank: trimmed, and a missing, non-text or blank value all read `message`. */
export function requiredText(message: MessageKeyLike = invalid) {
  return v.pipe(v.string(message), v.trim(), v.nonEmpty(message));
}

/** Text that is '' or a web address or console path ('/images/avatars/1.png'). */
export function pathOrEmpty(message: MessageKeyLike = invalid, typeMessage: MessageKeyLike = message) {
  return v.pipe(
    v.string(typeMessage),
    v.trim(),
    v.check((value) => value === '' || addressPattern.test(value), message),
  );
}

/** A calendar date as YYYY-MM-DD. */
export function isoDay(message: MessageKeyLike = invalid) {
  return v.pipe(v.string(message), v.check(isCalendarDay, message));
}

/** A calendar date as YYYY-MM-DD, or '' for one not given yet. */
export function isoDayOrEmpty(message: MessageKeyLike = invalid) {
  return v.pipe(v.string(message), v.check((value) => value === '' || isCalendarDay(value), message));
}

/** A date and time, ISO 8601 ('2026-10-30T09:30:00Z'). */
export function isoTime(message: MessageKeyLike = invalid) {
  return v.pipe(v.string(message), v.isoTimestamp(message));
}

/** An email address (an entity's; a form's field has its own keys). */
export function emailText(message: MessageKeyLike = invalid) {
  return v.pipe(requiredText(message), v.regex(emailPattern, message));
}

/** Lower-case words joined by hyphens: 'getting-started'. */
export function slug(message: MessageKeyLike = invalid) {
  return v.pipe(v.string(message), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, message));
}

/**
 * A number written with at most two decimals (12, 12.5, 12.25): money to the cent, a percentage to
 * the hundredth. String(n) is the shortest text that reads back as n, so a float sum's drift
 * (0.1 + 0.2) and an exponent (1e21) are refused too.
 */
export function hasTwoDecimalsAtMost(value: number): boolean {
  return /^-?\d+(?:\.\d{1,2})?$/.test(String(value));
}

/** A whole number from `min` (0: a count). */
export function wholeNumber(min = 0, message: MessageKeyLike = invalid) {
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message));
}

/** A record id: a whole number from 1. */
export function recordId(message: MessageKeyLike = invalid) {
  return wholeNumber(1, message);
}

/** Any number but NaN. */
export function anyNumber(message: MessageKeyLike = invalid) {
  return v.number(message);
}

/** A number (not NaN) from `min`. */
export function numberFrom(min: number, message: MessageKeyLike = invalid) {
  return v.pipe(v.number(message), v.minValue(min, message));
}

/** true or false. */
export function flag(message: MessageKeyLike = invalid) {
  return v.boolean(message);
}

/** One of a constant list (`userRoles`, `taskTags`, …). */
export function choice<const TOptions extends v.PicklistOptions>(options: TOptions, message: MessageKeyLike = invalid) {
  return v.picklist(options, message);
}

/**
 * One of `options`, where a form's empty choice ('') reads `required` ("Choose a role.") and
 * anything else that is not an option (missing too) reads `message`.
 */
export function requiredChoice<const TOptions extends readonly string[]>(options: TOptions, required: MessageKeyLike, message: MessageKeyLike = invalid): v.GenericSchema<string, TOptions[number]> {
  return v.pipe(v.string(message), v.nonEmpty(required), v.picklist(options, message)) as v.GenericSchema<string, TOptions[number]>;
}

/** A list of `item`s. */
export function listOf<const TItem extends v.GenericSchema>(item: TItem, message: MessageKeyLike = invalid) {
  return v.array(item, message);
}

/**
 * An object schema whose missing field reports that field's own message. valibot reports a
 * missing key with the object's message, so `{}` would not read "Email is required." for email;
 * running the field's schema on `undefined` gives its message, so the key is the same whether the
 * field is missing (an API call) or empty (a form). `message` is for a value that is not an object.
 */
export function fields<const TEntries extends v.ObjectEntries>(entries: TEntries, message: MessageKeyLike = invalid) {
  return v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key;
    const entry = typeof key === 'string' ? entries[key] : undefined;
    return (entry && v.safeParse(entry, undefined).issues?.[0].message) || message;
  });
}

/** `base`'s fields and `more` (which win) as one object schema: how one entity extends another. */
export function extend<const TBase extends v.ObjectEntries, const TMore extends v.ObjectEntries>(
  base: { readonly entries: TBase },
  more: TMore,
  message: MessageKeyLike = invalid,
) {
  return fields({ ...base.entries, ...more } as Omit<TBase, keyof TMore> & TMore, message);
}
