import { userPlans, userRoles, userStatuses, type User } from '@console/contracts';
import { isRecord } from '../../http';

/** A checked body: the clean value, or an error message per field. */
export type Validated<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const requiredText = [
  ['fullName', 'Full name is required.'],
  ['username', 'Username is required.'],
  ['email', 'Email is required.'],
  ['company', 'Company is required.'],
  ['country', 'Country is required.'],
  ['contact', 'Contact is required.'],
] as const;

const enums = [
  ['role', 'Role', userRoles],
  ['currentPlan', 'Plan', userPlans],
  ['status', 'Status', userStatuses],
] as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Checks a new user field by field (a project deviation: the spec shows no validation here), and
 * applies spec §5's uniqueness messages, both at once when both clash, against `existing`.
 */
export function validateNewUser(input: unknown, existing: readonly User[]): Validated<Omit<User, 'id'>> {
  if (!isRecord(input)) return { ok: false, errors: { user: 'The user fields are required.' } };
  const errors: Record<string, string> = {};
  for (const [field, message] of requiredText) if (!text(input[field])) errors[field] = message;
  const email = text(input.email);
  if (email && !emailPattern.test(email)) errors.email = 'Email is not a valid address.';
  for (const [field, label, values] of enums) {
    if (!(values as readonly unknown[]).includes(input[field])) errors[field] = `${label} must be one of: ${values.join(', ')}.`;
  }
  if (input.avatar !== undefined && typeof input.avatar !== 'string') errors.avatar = 'Avatar must be text.';
  const username = text(input.username);
  // Case-insensitive: "Maya@x.tv" and "maya@x.tv" reach the same inbox.
  const lowerEmail = email.toLowerCase();
  const lowerUsername = username.toLowerCase();
  if (!errors.email && existing.some((user) => user.email.toLowerCase() === lowerEmail)) {
    errors.email = 'This email is already in use.';
  }
  if (username && existing.some((user) => user.username.toLowerCase() === lowerUsername)) {
    errors.username = 'This username is already in use.';
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      fullName: text(input.fullName),
      company: text(input.company),
      role: input.role as User['role'],
      username,
      country: text(input.country),
      contact: text(input.contact),
      email,
      currentPlan: input.currentPlan as User['currentPlan'],
      status: input.status as User['status'],
      avatar: typeof input.avatar === 'string' ? input.avatar.trim() : '',
    },
  };
}
