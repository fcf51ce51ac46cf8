import { messagesEn } from '@console/contracts/src/messages';
import { NewUserSchema, type User } from '@console/contracts/src/users';
import { checkBody, type Checked } from '../../check';
import { isRecord } from '../../http';

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/**
 * Checks a new user with the contracts schema (a project deviation: the spec shows no validation
 * here), then spec §5's uniqueness against `existing` — which needs the stored users, so it is
 * not in the schema — reporting both clashes at once, beside any other field errors.
 */
export function validateNewUser(input: unknown, existing: readonly User[]): Checked<Omit<User, 'id'>> {
  const result = checkBody(NewUserSchema, input, 'user');
  if (!isRecord(input)) return result;
  const errors = result.ok ? {} : { ...result.errors };
  // Case-insensitive: "Maya@x.tv" and "maya@x.tv" reach the same inbox.
  const email = trimmed(input.email);
  const username = trimmed(input.username);
  if (!errors.email && email && existing.some((user) => user.email.toLowerCase() === email)) {
    errors.email = messagesEn['users.errors.emailInUse'];
  }
  if (!errors.username && username && existing.some((user) => user.username.toLowerCase() === username)) {
    errors.username = messagesEn['users.errors.usernameInUse'];
  }
  return Object.keys(errors).length ? { ok: false, errors } : result;
}
