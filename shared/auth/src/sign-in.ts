import type { LoginResponse, RegisterRequest, RegisterResponse, UserData } from '@console/contracts';
import { apiRequest } from './api-client';
import { ApiError, apiUrl, fetchWithTimeout } from './http';
import { isExpired } from './token-claims';
import { useSessionStore } from './session-store';

/** POST /jwt/login, then stores user data and both tokens. Wrong credentials: ApiError with fieldErrors.email. */
export async function signInWithPassword(email: string, password: string): Promise<UserData> {
  const answer = await apiRequest<LoginResponse>('/jwt/login', { method: 'POST', body: { email, password } });
  useSessionStore.getState().signIn({ user: answer.userData, accessToken: answer.accessToken, refreshToken: answer.refreshToken });
  return answer.userData;
}

/**
 * POST /jwt/register; a taken email and/or username comes back as one ApiError whose fieldErrors
 * hold both of the spec's messages. On success the new account signs in (the register answer
 * has no refresh token, the login answer does).
 */
export async function registerAndSignIn(request: RegisterRequest): Promise<UserData> {
  const answer = await apiRequest<RegisterResponse>('/jwt/register', { method: 'POST', body: request });
  if ('error' in answer) {
    const fieldErrors = Object.fromEntries(Object.entries(answer.error).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    throw new ApiError(200, 'This account cannot be created.', fieldErrors);
  }
  return signInWithPassword(request.email, request.password);
}

/**
 * Log out: tells the API whose session ends (POST /jwt/logout, which the action log records),
 * then forgets the session here at once. The call is not awaited and never refreshes a token (a
 * refresh would sign the user back in); an expired token or a failed call changes nothing.
 */
export function signOutOfConsole(): void {
  const { accessToken, signOut } = useSessionStore.getState();
  if (accessToken && !isExpired(accessToken)) {
    void fetchWithTimeout(apiUrl('/jwt/logout'), { method: 'POST', headers: { Authorization: `Bearer ${accessToken}` } }).catch(() => undefined);
  }
  signOut('logout');
}
