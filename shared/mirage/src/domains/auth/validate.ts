import type { LoginRequest, RegisterRequest } from '@console/contracts';
import { isRecord } from '../../http';

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/**
 * The login body's email and password, or undefined when the body is not {email, password} as
 * strings (spec §8's "other login failure"). Empty strings are read: they are simply wrong credentials.
 */
export function readLogin(body: unknown): LoginRequest | undefined {
  if (!isRecord(body) || typeof body.email !== 'string' || typeof body.password !== 'string') return undefined;
  return { email: body.email.trim(), password: body.password };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Checks a registration body field by field, so a bad call cannot store a broken account. */
export function validateRegister(body: unknown): Validated<RegisterRequest> {
  const input = isRecord(body) ? body : {};
  const email = text(input.email).trim();
  const username = text(input.username).trim();
  // Passwords are kept exactly as typed; only an empty one is refused.
  const password = text(input.password);
  const errors: Record<string, string> = {};
  if (!email) errors.email = 'Email is required.';
  else if (!email.includes('@')) errors.email = 'Email must contain @.';
  if (!password) errors.password = 'Password is required.';
  if (!username) errors.username = 'Username is required.';
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: { email, password, username } };
}

/** A display name from a username: 'jane.doe' or 'jane_doe' gives 'Jane Doe'. */
export function fullNameFromUsername(username: string): string {
  return username
    .split(/[\s._-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
