// POST /jwt/forgot-password and /jwt/reset-password (docs/api/auth.md): loaded on their first
// call, so the auth domain the sign-in pages load stays as small as it was.
import type { Request, Response } from 'miragejs';
import {
  authMessagesEn,
  ForgotPasswordRequestSchema,
  ResetPasswordRequestSchema,
  resetLinkRefusedCode,
  resetTokenLifetimeSeconds,
  type ForgotPasswordResponse,
  type LoginUser,
  type ResetLinkRefusal,
  type ResetPasswordResponse,
} from '@console/contracts/src/auth';
import { checkBody } from '../../check';
import { apiError, isRecord, json, readJson } from '../../http';
import { genuineClaims, passwordStamp, signClaims } from './jwt';
import { findUserByEmail } from './users';

/** The page a reset link opens. */
export const resetPagePath = '/reset-password';

/** The one answer to a well-formed request, known account or not: no account enumeration. */
export const forgotAnswer: ForgotPasswordResponse = { message: 'If an account exists for this email, a link to reset its password has been sent.' };

const resetType = 'reset';

async function resetToken(user: LoginUser, nowMs: number): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  // Bound to the password (passwordStamp): once it changes, by this link or any other way, every
  // link sent before stops working, so a link is used once, even after a reload.
  // `typ: 'reset'`: the session tokens' schema refuses it, and this module refuses theirs.
  return signClaims({ sub: user.id, typ: resetType, iat, exp: iat + resetTokenLifetimeSeconds, pwd: await passwordStamp(user) });
}

/** The account a reset token was issued to, while it is unexpired and unused; else undefined. */
async function userOfResetToken(users: readonly LoginUser[], token: unknown, nowMs: number): Promise<LoginUser | undefined> {
  const claims = await genuineClaims(token, nowMs);
  if (!isRecord(claims) || claims.typ !== resetType || typeof claims.exp !== 'number' || Math.floor(nowMs / 1000) >= claims.exp) return undefined;
  const user = users.find((candidate) => candidate.id === claims.sub);
  return user && claims.pwd === (await passwordStamp(user)) ? user : undefined;
}

/** The mock sends no mail: its mailbox is the browser console, where a developer or a test reads the link. */
function mailResetLink(user: LoginUser, token: string): void {
  const origin = typeof location === 'undefined' ? '' : location.origin;
  const link = `${origin}${resetPagePath}?token=${encodeURIComponent(token)}`;
  console.info(`[mock mailbox] To: ${user.email}. Reset your password (the link works once, for ${resetTokenLifetimeSeconds / 60} minutes): ${link}`);
}

/** POST /jwt/forgot-password `{ email }`: 202 for any well-formed email; a link only for an account. */
export async function forgotPassword(users: readonly LoginUser[], nowMs: number, request: Request): Promise<Response> {
  const checked = checkBody(ForgotPasswordRequestSchema, readJson(request));
  if (!checked.ok) return apiError(400, 'The reset request is not valid.', checked.errors);
  const user = findUserByEmail(users, checked.value.email);
  if (user) mailResetLink(user, await resetToken(user, nowMs));
  return json(202, forgotAnswer);
}

const refusedText = authMessagesEn['auth.errors.resetLinkInvalid'];
const refusedLink = () => json(400, { message: refusedText, errors: { token: refusedText }, code: resetLinkRefusedCode } satisfies ResetLinkRefusal);

/**
 * POST /jwt/reset-password `{ token, password }`: the token is checked first (a refused link
 * needs a new one whatever the password), then the password against the console's policy.
 */
export async function resetPassword(users: readonly LoginUser[], nowMs: number, request: Request): Promise<Response> {
  const body = readJson(request);
  const user = await userOfResetToken(users, isRecord(body) ? body.token : undefined, nowMs);
  if (!user) return refusedLink();
  const checked = checkBody(ResetPasswordRequestSchema, body);
  if (!checked.ok) return apiError(400, 'The new password is not valid.', checked.errors);
  // The same password would leave the link working: it is refused, and the link kept for another try.
  if (checked.value.password === user.password) {
    return apiError(400, 'The new password is not valid.', { password: authMessagesEn['auth.errors.passwordUnchanged'] });
  }
  // Changed in place: the core saves the login users after a successful write, as for a registration.
  // The account's sessions, bound to the old password, are refused from now on (passwordStamp).
  user.password = checked.value.password;
  return json(200, { message: 'Your password has been changed.' } satisfies ResetPasswordResponse);
}
