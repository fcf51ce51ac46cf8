import type { Request, Response } from 'miragejs';
import type { LoginUser } from '@console/contracts';
// The users module, as the access guard does: the token code loads on the first check.
import { bearerToken, findUserByToken } from '../auth/users';
import { apiError } from '../../http';

/** Who made a call: a login user's id, or 0 for the one seeded account of a server without users. */
export interface Caller {
  id: number;
  user?: LoginUser;
}

/**
 * The caller of a request. With the console's login users (the mock's core shares them) that is
 * the user of the access token, or null (the handler answers 401); a server started without them
 * (unit tests) has one account, id 0, seeded from the page's demo data.
 */
export type CallerOf = (request: Request) => Promise<Caller | null>;

export function callerResolver(users?: LoginUser[]): CallerOf {
  return async (request) => {
    if (!users) return { id: 0 };
    const header = request.requestHeaders.Authorization ?? request.requestHeaders.authorization;
    const user = await findUserByToken(users, bearerToken(header));
    return user ? { id: user.id, user } : null;
  };
}

const sessionExpired = () => apiError(401, 'Your session has expired. Please sign in again.');

/** A route handler that knows its caller; a call without one is answered 401. */
export function forCaller(callerOf: CallerOf, handle: (caller: Caller, request: Request) => Response | Promise<Response>) {
  return async (_schema: unknown, request: Request): Promise<Response> => {
    const caller = await callerOf(request);
    return caller ? handle(caller, request) : sessionExpired();
  };
}
