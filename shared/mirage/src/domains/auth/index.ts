import * as v from 'valibot';
import {
  authMessages,
  RefreshTokenRequestSchema,
  type LoginErrorBody,
  type LoginResponse,
  type LoginUser,
  type RefreshTokenErrorBody,
  type RegisterConflict,
  type RegisterSuccess,
  type UserData,
} from '@console/contracts/src/auth';
import { messagesEn } from '@console/contracts/src/messages';
import type { MockDomain } from '../../mock-domain';
import type { SeedOptions } from '../../seed-options';
import { apiError, json, readJson } from '../../http';
import { issueTokens, passwordStamp, signToken } from './jwt';
import { bearerToken, findUserByCredentials, findUserByEmail, findUserByToken, findUserByUsername, seedLoginUsers, toUserData } from './users';
import { fullNameFromUsername, readLogin, validateRegister } from './validate';
import { cartCountReader } from './cart-count';

export { signToken, verifyToken, issueTokens } from './jwt';
export { seedLoginUsers, toUserData, findUserByToken, findUserByCredentials, bearerToken } from './users';

/** The auth domain's options: the seed options plus hooks for tests and for sharing its users. */
export interface AuthDomainOptions extends SeedOptions {
  /** The clock in epoch milliseconds (Date.now by default); tests move it to expire tokens. */
  now?: () => number;
  /**
   * The login users to serve; registrations are pushed into it. Pass one list to share it with
   * other handlers' ability checks (`findUserByToken`). Defaults to a fresh copy of the demo accounts.
   */
  users?: LoginUser[];
  /** Other domains' data (the core's `peer`): the cart, for the count every answered user carries. */
  peer?<T>(name: string): T | undefined;
}

const loginError = (message: string) => json(400, { message, error: { email: message } } satisfies LoginErrorBody);
const refreshError = () =>
  json(401, {
    message: authMessages.invalidRefreshToken,
    error: { refreshToken: authMessages.invalidRefreshToken },
  } satisfies RefreshTokenErrorBody);

/**
 * Spec §7 Authentication: JWT login, registration and refresh with real HS256 tokens (spec §9: 10
 * minutes); and, as extensions, logout and the password reset by a mailed link.
 */
export function authDomain({ now = Date.now, users = seedLoginUsers(), peer, scale }: AuthDomainOptions = {}): MockDomain {
  // The demo accounts are a fixed few at any `scale`; it only decides the seeded cart's count.
  const cartCount = cartCountReader(peer, scale);
  // A user as answered: the cart's count as it is now, not as stored with the account.
  const answered = async (user: LoginUser): Promise<UserData> => {
    const data = toUserData(user);
    return { ...data, extras: { ...data.extras, eCommerceCartItemsCount: await cartCount() } };
  };
  // Bound to the password: a reset ends the account's sessions.
  const session = async (user: LoginUser): Promise<LoginResponse> => ({ userData: await answered(user), ...(await issueTokens(user.id, now(), await passwordStamp(user))) });
  return {
    name: 'auth',
    routes(server) {
      server.post('/jwt/login', async (_schema, request) => {
        const login = readLogin(readJson(request));
        if (!login.ok) return loginError(messagesEn[login.message]);
        const user = findUserByCredentials(users, login.value.email, login.value.password);
        if (!user) return loginError(authMessages.invalidCredentials);
        // The mock failing itself (no Web Crypto on a page served over plain http from another
        // host) is the spec's other login failure (§8), not a script's error text at the form.
        try {
          return json(200, await session(user));
        } catch (error) {
          console.error('The mock could not sign the session in:', error);
          return apiError(500, authMessages.loginFailed);
        }
      });

      // An extension of the spec: the console says when a user signs out, so the action log has it.
      // The tokens are stateless (nothing to revoke); the answer only confirms whose session ended.
      server.post('/jwt/logout', async (_schema, request) => {
        const user = await findUserByToken(users, bearerToken(request.requestHeaders.Authorization ?? request.requestHeaders.authorization), now());
        return user ? json(200, { message: 'Signed out.' }) : apiError(401, 'No valid access token.');
      });

      server.post('/jwt/register', async (_schema, request) => {
        const result = validateRegister(readJson(request));
        if (!result.ok) return apiError(400, 'The registration is not valid.', result.errors);
        const { email, password, username } = result.value;
        // Spec §5: both clashes are checked and reported together, with 200.
        const error: RegisterConflict['error'] = {};
        if (findUserByEmail(users, email)) error.email = authMessages.emailInUse;
        if (findUserByUsername(users, username)) error.username = authMessages.usernameInUse;
        if (error.email || error.username) return json(200, { error } satisfies RegisterConflict);
        const user: LoginUser = {
          id: Math.max(0, ...users.map((existing) => existing.id)) + 1,
          fullName: fullNameFromUsername(username),
          username,
          password,
          email,
          // Spec §6: new registrants are administrators who may manage all.
          role: 'admin',
          ability: [{ action: 'manage', subject: 'all' }],
          avatar: '',
          // Answered with the cart's count (`answered`); the stored value is never shown.
          extras: { eCommerceCartItemsCount: 0 },
        };
        // Stored before the await, so two registrations racing for one email cannot both pass the check.
        users.push(user);
        const accessToken = await signToken(user.id, 'access', now(), await passwordStamp(user));
        return json(200, { user: await answered(user), accessToken } satisfies RegisterSuccess);
      });

      server.post('/jwt/refresh-token', async (_schema, request) => {
        const body = v.safeParse(RefreshTokenRequestSchema, readJson(request));
        const user = body.success ? await findUserByToken(users, body.output.refreshToken, now(), 'refresh') : undefined;
        if (!user) return refreshError();
        return json(200, await session(user));
      });

      // Extensions of the spec (docs/api/auth.md). Their code loads on the first call: the sign-in
      // pages load this domain, and the login page's JS is budgeted.
      const passwordReset = () => import('./password-reset');
      server.post('/jwt/forgot-password', async (_schema, request) => (await passwordReset()).forgotPassword(users, now(), request));
      server.post('/jwt/reset-password', async (_schema, request) => (await passwordReset()).resetPassword(users, now(), request));
    },
  };
}
