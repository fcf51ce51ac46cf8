import * as v from 'valibot';
import { permissionActions } from './remote-module';
import { choice, define, emailPattern, fields, listOf, recordId, requiredText, text, wholeNumber } from './schema-kit';

/** Roles of the accounts that sign in (spec §6); list roles (admin, author, …) are the users domain's. */
export const loginRoles = ['admin', 'client', 'editor'] as const;
export type LoginRole = (typeof loginRoles)[number];

/** The exact messages of spec §5 and §8. */
export const authMessages = {
  invalidCredentials: 'Email or Password is Invalid',
  loginFailed: 'Something went wrong',
  emailInUse: 'This email is already in use.',
  usernameInUse: 'This username is already in use.',
  invalidRefreshToken: 'Invalid refresh token',
} as const;

/**
 * The console's one password policy, for a new account and a changed password alike (sign-in and
 * registration take any non-empty password, so the demo accounts' short ones still sign in; the
 * reset call checks it): at least this long, with a lower-case and an upper-case letter and a
 * digit or symbol.
 */
export const passwordMinLength = 8;

export function isStrongPassword(value: string): boolean {
  return value.length >= passwordMinLength && /[a-z]/.test(value) && /[A-Z]/.test(value) && /[^A-Za-z]/.test(value);
}

/** Spec §7 Authentication: the English text of each message key (the spec's exact texts where it gives one). */
export const authMessagesEn = /* @__PURE__ */ define(() => ({
  'auth.errors.emailRequired': 'Email is required.',
  'auth.errors.emailNoAt': 'Email must contain @.',
  'auth.errors.emailInvalid': 'Email is not a valid address.',
  'auth.errors.passwordRequired': 'Password is required.',
  'auth.errors.passwordWeak': `Use at least ${passwordMinLength} characters with a lower-case letter, an upper-case letter and a digit or symbol.`,
  'auth.errors.usernameRequired': 'Username is required.',
  'auth.errors.invalidCredentials': authMessages.invalidCredentials,
  'auth.errors.loginFailed': authMessages.loginFailed,
  'auth.errors.emailInUse': authMessages.emailInUse,
  'auth.errors.usernameInUse': authMessages.usernameInUse,
  'auth.errors.refreshTokenInvalid': authMessages.invalidRefreshToken,
  'auth.errors.resetLinkInvalid': 'This reset link has expired or was already used. Ask for a new one.',
  'auth.errors.passwordsDiffer': 'The passwords do not match.',
  'auth.errors.passwordUnchanged': 'This is already your password. Sign in with it, or choose another one.',
} satisfies Record<`auth.errors.${string}`, string>));

/**
 * An email to sign in, register or reset with: trimmed, required, with an @ (the mock's message
 * since the first registration check), and a full address.
 */
const emailSchema = /* @__PURE__ */ define(() => v.pipe(
  requiredText('auth.errors.emailRequired'),
  v.includes('@', 'auth.errors.emailNoAt'),
  v.regex(emailPattern, 'auth.errors.emailInvalid'),
));
// Passwords are kept exactly as typed (never trimmed); only an empty one is refused.
const passwordSchema = /* @__PURE__ */ define(() => v.pipe(v.string('auth.errors.passwordRequired'), v.nonEmpty('auth.errors.passwordRequired')));
/** A password the console sets (a new account's, a reset one): the policy above, for the forms and the reset call alike. */
const newPasswordSchema = /* @__PURE__ */ define(() => v.pipe(passwordSchema, v.check(isStrongPassword, 'auth.errors.passwordWeak')));

/** A CASL rule as stored with a login user. */
export const PermissionSchema = /* @__PURE__ */ define(() => fields({ action: choice(permissionActions), subject: requiredText() }));

/** Spec §3 Login user, as the mock backend stores it (the password never leaves the backend). */
export const LoginUserSchema = /* @__PURE__ */ define(() => fields({
  id: recordId(),
  fullName: requiredText(),
  username: requiredText(),
  password: passwordSchema,
  email: emailSchema,
  role: choice(loginRoles),
  ability: listOf(PermissionSchema),
  /** Image URL; '' shows the initials. */
  avatar: text(),
  extras: fields({ eCommerceCartItemsCount: wholeNumber() }),
}));
export type LoginUser = v.InferOutput<typeof LoginUserSchema>;

/** The signed-in user as the API returns it: a login user without the password. */
export const UserDataSchema = /* @__PURE__ */ define(() => v.omit(LoginUserSchema, ['password']));
export type UserData = v.InferOutput<typeof UserDataSchema>;

/** The two kinds of token the API signs (spec §9: both live 10 minutes). */
export const tokenTypes = ['access', 'refresh'] as const;
export type TokenType = (typeof tokenTypes)[number];

/** Spec §9: lifetime of access and refresh tokens, in seconds. */
export const tokenLifetimeSeconds = 600;

/** Claims of the API's JWTs (HS256); times are whole seconds since the epoch. */
export const TokenPayloadSchema = /* @__PURE__ */ define(() => fields({
  /** The login user's id. */
  sub: recordId(),
  typ: choice(tokenTypes),
  iat: wholeNumber(),
  exp: wholeNumber(),
}));
export type TokenPayload = v.InferOutput<typeof TokenPayloadSchema>;

/**
 * POST /jwt/login body, and the sign-in form. The mock answers spec §8's messages, never these:
 * a body that is not two texts is "Something went wrong", any other problem is wrong credentials.
 */
export const LoginRequestSchema = /* @__PURE__ */ define(() => fields({ email: emailSchema, password: passwordSchema }, 'auth.errors.loginFailed'));
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>;

/** POST /jwt/login and POST /jwt/refresh-token success (200). */
export interface LoginResponse {
  userData: UserData;
  accessToken: string;
  refreshToken: string;
}
/** POST /jwt/login failure (400): `error.email` carries the message of spec §8. */
export interface LoginErrorBody {
  message: string;
  error: { email: string };
}

/** POST /jwt/register body; spec §5's uniqueness needs the stored users, so the mock checks it after. */
const usernameSchema = /* @__PURE__ */ define(() => requiredText('auth.errors.usernameRequired'));
export const RegisterRequestSchema = /* @__PURE__ */ define(() => fields({ email: emailSchema, password: passwordSchema, username: usernameSchema }));
export type RegisterRequest = v.InferOutput<typeof RegisterRequestSchema>;

/** The register form: the body, plus the console's own password policy (not an API rule). */
// Listed again rather than extending RegisterRequestSchema: see ProductDetailSchema.
export const RegisterFormSchema = /* @__PURE__ */ define(() => fields({
  email: emailSchema,
  password: newPasswordSchema,
  username: usernameSchema,
}));
export type RegisterForm = v.InferOutput<typeof RegisterFormSchema>;

/**
 * POST /jwt/forgot-password body, and its form: an extension of the spec (docs/api/auth.md).
 * The answer is 202 `ForgotPasswordResponse` whether or not an account has this email.
 */
export const ForgotPasswordRequestSchema = /* @__PURE__ */ define(() => fields({ email: emailSchema }));
export type ForgotPasswordRequest = v.InferOutput<typeof ForgotPasswordRequestSchema>;
/** POST /jwt/forgot-password (202): the same body for a known and an unknown email. */
export interface ForgotPasswordResponse {
  message: string;
}

/** A reset link (`/reset-password?token=…`) works once, for this long (seconds). */
export const resetTokenLifetimeSeconds = 1800;

/** The refusal code of a reset token that expired, was used, or is not a reset token of this API. */
export const resetLinkRefusedCode = 'reset-link-refused';

/** POST /jwt/reset-password body: the link's token and the new password (the console's policy). */
export const ResetPasswordRequestSchema = /* @__PURE__ */ define(() => fields({
  // A token is compared as sent, never trimmed.
  token: v.pipe(text('auth.errors.resetLinkInvalid'), v.nonEmpty('auth.errors.resetLinkInvalid')),
  password: newPasswordSchema,
}));
export type ResetPasswordRequest = v.InferOutput<typeof ResetPasswordRequestSchema>;
/** POST /jwt/reset-password success (200). */
export interface ResetPasswordResponse {
  message: string;
}
/** POST /jwt/reset-password with a refused token (400); a weak password is 400 `{ message, errors: { password } }`. */
export interface ResetLinkRefusal {
  message: string;
  errors: { token: string };
  code: typeof resetLinkRefusedCode;
}

/** The reset-password form: the new password twice (the token comes from the link). */
export const ResetPasswordFormSchema = /* @__PURE__ */ define(() => v.pipe(
  fields({ password: newPasswordSchema, confirmPassword: v.string('auth.errors.passwordsDiffer') }),
  v.forward(v.partialCheck([['password'], ['confirmPassword']], (input) => input.confirmPassword === input.password, 'auth.errors.passwordsDiffer'), ['confirmPassword']),
));
export type ResetPasswordForm = v.InferOutput<typeof ResetPasswordFormSchema>;

/** POST /jwt/register success (200): the new user (role admin, manage all) and an access token. */
export interface RegisterSuccess {
  user: UserData;
  accessToken: string;
}
/** POST /jwt/register when the email and/or username is taken (200): only the clashing fields. */
export interface RegisterConflict {
  error: { email?: string; username?: string };
}
export type RegisterResponse = RegisterSuccess | RegisterConflict;

/** POST /jwt/refresh-token body; any problem is spec §8's 401 "Invalid refresh token". */
export const RefreshTokenRequestSchema = /* @__PURE__ */ define(() => fields(
  // A token is compared as sent, never trimmed.
  { refreshToken: v.pipe(text('auth.errors.refreshTokenInvalid'), v.nonEmpty('auth.errors.refreshTokenInvalid')) },
  'auth.errors.refreshTokenInvalid',
));
export type RefreshTokenRequest = v.InferOutput<typeof RefreshTokenRequestSchema>;
export type RefreshTokenResponse = LoginResponse;
/** POST /jwt/refresh-token failure (401). */
export interface RefreshTokenErrorBody {
  message: string;
  error: { refreshToken: string };
}
