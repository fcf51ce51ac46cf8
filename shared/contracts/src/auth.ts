import type { Permission } from './remote-module';

/** Roles of the accounts that sign in (spec §6); list roles (admin, author, …) are the users domain's. */
export const loginRoles = ['admin', 'client'] as const;
export type LoginRole = (typeof loginRoles)[number];

/** Spec §3 Login user, as the mock backend stores it (the password never leaves the backend). */
export interface LoginUser {
  id: number;
  fullName: string;
  username: string;
  password: string;
  email: string;
  role: LoginRole;
  ability: Permission[];
  /** Image URL; '' shows the initials. */
  avatar: string;
  extras: { eCommerceCartItemsCount: number };
}

/** The signed-in user as the API returns it: a login user without the password. */
export type UserData = Omit<LoginUser, 'password'>;

/** The two kinds of token the API signs (spec §9: both live 10 minutes). */
export const tokenTypes = ['access', 'refresh'] as const;
export type TokenType = (typeof tokenTypes)[number];

/** Spec §9: lifetime of access and refresh tokens, in seconds. */
export const tokenLifetimeSeconds = 600;

/** Claims of the API's JWTs (HS256); times are whole seconds since the epoch. */
export interface TokenPayload {
  /** The login user's id. */
  sub: number;
  typ: TokenType;
  iat: number;
  exp: number;
}

/** The exact messages of spec §5 and §8. */
export const authMessages = {
  invalidCredentials: 'Email or Password is Invalid',
  loginFailed: 'Something went wrong',
  emailInUse: 'This email is already in use.',
  usernameInUse: 'This username is already in use.',
  invalidRefreshToken: 'Invalid refresh token',
} as const;

/** POST /jwt/login body. */
export interface LoginRequest {
  email: string;
  password: string;
}
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

/** POST /jwt/register body. */
export interface RegisterRequest {
  email: string;
  password: string;
  username: string;
}
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

/** POST /jwt/refresh-token body. */
export interface RefreshTokenRequest {
  refreshToken: string;
}
export type RefreshTokenResponse = LoginResponse;
/** POST /jwt/refresh-token failure (401). */
export interface RefreshTokenErrorBody {
  message: string;
  error: { refreshToken: string };
}
