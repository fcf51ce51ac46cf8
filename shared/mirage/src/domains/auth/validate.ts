import * as v from 'valibot';
import { LoginRequestSchema, RegisterRequestSchema, type LoginRequest, type RegisterRequest } from '@console/contracts/src/auth';
import type { MessageKey } from '@console/contracts';
import { checkBody, type Checked } from '../../check';

/** A login body: the credentials to look up, or which of spec §8's answers it gets at once. */
export type LoginCheck = { ok: true; value: LoginRequest } | { ok: false; message: MessageKey };

/**
 * Reads a login body with the sign-in form's schema, answering spec §8's messages only: a body
 * that is not {email, password} as texts is the "other login failure"; texts that break a rule
 * (empty, not an address) are simply wrong credentials, as no account could match them.
 */
export function readLogin(body: unknown): LoginCheck {
  const result = v.safeParse(LoginRequestSchema, body);
  if (result.success) return { ok: true, value: result.output };
  const malformed = result.issues.some((issue) => issue.kind === 'schema');
  return { ok: false, message: malformed ? 'auth.errors.loginFailed' : 'auth.errors.invalidCredentials' };
}

/** Checks a registration body field by field, so a bad call cannot store a broken account. */
export function validateRegister(body: unknown): Checked<RegisterRequest> {
  return checkBody(RegisterRequestSchema, body);
}

/** A display name from a username: 'jane.doe' or 'jane_doe' gives 'Jane Doe'. */
export function fullNameFromUsername(username: string): string {
  return username
    .split(/[\s._-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
