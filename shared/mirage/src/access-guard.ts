import type { Request, Response, Server } from 'miragejs';
import { allows, buildAbility } from '@console/auth';
import type { LoginUser, Permission } from '@console/contracts';
import { bearerToken, findUserByToken } from './domains/auth';
import { apiError } from './http';

/** Decides whether a request may reach its handler: null lets it through, a Response refuses it. */
export type AccessGuard = (verb: string, path: string, request: Request) => Promise<Response | null>;

// Which CASL subject each API area belongs to; `null` = open to anyone (signing in).
const subjects: [prefix: string, subject: string | null][] = [
  ['/jwt/', null],
  ['/apps/todo/', 'Todo'],
  ['/api/users/', 'User'],
  ['/apps/users/', 'User'],
  ['/apps/invoice/', 'Invoice'],
  ['/api/invoice/', 'Invoice'],
  ['/apps/ecommerce/', 'Product'],
  ['/card/', 'Dashboard'],
  ['/account-setting/', 'AccountSettings'],
  ['/profile/', 'Profile'],
  ['/pricing/', 'Pricing'],
  ['/faq/', 'Faq'],
  ['/blog/', 'Blog'],
  // The navbar's search and bookmarks serve every signed-in user (spec §6: everyone may read Auth).
  ['/api/main-search/', 'Auth'],
  ['/api/bookmarks/', 'Auth'],
  ['/api/autocomplete/', 'Auth'],
  ['/api/datatables/', 'DataTable'],
  ['/apps/email/', 'Email'],
  ['/apps/chat/', 'Chat'],
];

function permissionFor(verb: string, path: string): Permission | null {
  const subject = subjects.find(([prefix]) => path.startsWith(prefix))?.[1];
  if (subject === null) return null;
  const action = verb === 'get' ? 'read' : verb === 'delete' ? 'delete' : /add|register|send|cart|wishlist/.test(path) ? 'create' : 'update';
  return { action, subject: subject ?? 'all' };
}

/**
 * The mock API's access check, with the same ability function as the UI: a request needs a valid
 * access token (else 401) whose user may do the route's action on its subject (else 403).
 */
export function accessGuard(users: LoginUser[], now: () => number = Date.now): AccessGuard {
  return async (verb, path, request) => {
    const permission = permissionFor(verb, path);
    if (!permission) return null;
    const user = await findUserByToken(users, bearerToken(request.requestHeaders.Authorization ?? request.requestHeaders.authorization), now());
    if (!user) return apiError(401, 'Your session has expired. Please sign in again.');
    return allows(buildAbility(user.ability), permission) ? null : apiError(403, 'You do not have permission to do this.');
  };
}

/** The server as domains see it, with every route's handler behind the guard. */
export function guardedServer(server: Server, guard: AccessGuard): Server {
  const verbs = new Set(['get', 'post', 'put', 'patch', 'delete', 'del']);
  return new Proxy(server, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || !verbs.has(property) || typeof value !== 'function') return value;
      const verb = property === 'del' ? 'delete' : property;
      return (path: string, handler: (schema: unknown, request: Request) => unknown, ...rest: unknown[]) =>
        value.call(target, path, async (schema: unknown, request: Request) => (await guard(verb, path, request)) ?? handler(schema, request), ...rest);
    },
  });
}
