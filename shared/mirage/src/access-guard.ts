import type { Request, Response, Server } from 'miragejs';
import { allows, buildAbility } from '@console/auth';
import type { LoginUser, Permission } from '@console/contracts';
// The users module, not the auth domain: the guard loads with the mock's core, the domain on its first call.
import { bearerToken, findUserByToken, preloadTokenCode } from './domains/auth/users';
import { apiAreaFor, type DomainEntry } from './domain-index';
import { apiError } from './http';

/** Decides whether a request may reach its handler: null lets it through, a Response refuses it. */
export type AccessGuard = (verb: string, path: string, request: Request) => Promise<Response | null>;

/**
 * The CASL action a route needs, as the UI checks it: a POST to an area's collection itself
 * (`POST /api/media/videos`) creates a record, and so do the template's add/register/send paths; a
 * preview (`POST /api/media/playlists/preview`) changes nothing, so it only reads; any other change
 * (PUT, PATCH, a POST to a sub-path such as `/bulk`) updates.
 */
function actionFor(verb: string, path: string, prefix: string | undefined): Permission['action'] {
  if (verb === 'get' || /\/preview$/.test(path)) return 'read';
  if (verb === 'delete') return 'delete';
  if ((verb === 'post' && path === prefix) || /add|register|send|cart|wishlist/.test(path)) return 'create';
  return 'update';
}

function permissionFor(verb: string, path: string): Permission | null {
  // Which CASL subject the path's API area needs (domain-index.ts); a path no domain claims: 'all'.
  const area = apiAreaFor(path)?.area;
  if (area?.subject === null) return null;
  return { action: actionFor(verb, path, area?.prefix), subject: area?.subject ?? 'all' };
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

/** Starts loading the token check when a domain behind the guard loads, so its first call does not wait for it. */
export function prepareGuardFor(entry: DomainEntry): void {
  if (entry.api.some((area) => area.subject !== null)) void preloadTokenCode().catch(() => undefined);
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
