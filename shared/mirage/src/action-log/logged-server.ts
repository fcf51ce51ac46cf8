import { Response, type Request, type Server } from 'miragejs';
import type { LoginUser } from '@console/contracts';
import { bearerToken, findUserByToken } from '../domains/auth/users';
import { isRecord } from '../http';
import type { ActionLog } from './action-log';
import { changedFields } from './changes';
import { describeCall } from './describe-call';

type Handler = (schema: unknown, request: Request) => unknown;
type Entity = Record<string, unknown>;

// Writes that change nothing (a smart playlist's preview, a token refresh): not logged.
const quiet = /\/preview$|^\/jwt\/refresh-token$/;

/** The entity in an answer's body: the body itself, its first value with an id, or the row `id` of a list. */
export function entityIn(body: unknown, id?: string): Entity | null {
  if (Array.isArray(body)) return (body.find((row) => isRecord(row) && String(row.id) === id) as Entity | undefined) ?? null;
  if (!isRecord(body)) return null;
  if ('id' in body && (id === undefined || String(body.id) === id)) return body;
  for (const value of Object.values(body)) {
    if (isRecord(value) && 'id' in value && (id === undefined || String(value.id) === id)) return value;
    if (Array.isArray(value) && id !== undefined) {
      const row = entityIn(value, id);
      if (row) return row;
    }
  }
  return null;
}

/**
 * A call on several records at once (a body with `ids`, as the bulk actions send): which ones and
 * what was asked (`action` and the other fields), for the log's summary and changed fields.
 */
function batchOf(request: Request, action: string, entityType: string): { summary: string; changes: { field: string; before: unknown; after: unknown }[] } | null {
  let body: unknown;
  try {
    body = JSON.parse(request.requestBody || 'null');
  } catch {
    return null;
  }
  if (!isRecord(body) || !Array.isArray(body.ids)) return null;
  const ids = body.ids.map(String);
  const listed = ids.slice(0, 5).map((id) => `#${id}`).join(', ') + (ids.length > 5 ? ', …' : '');
  const asked = typeof body.action === 'string' ? ` ${body.action}` : '';
  const changes = Object.entries(body)
    .filter(([field]) => field !== 'ids')
    .map(([field, after]) => ({ field, before: null, after }));
  // "bulk archive: 2 Videos (#4, #5)"
  return { summary: `${action}${asked}: ${ids.length} ${entityType}${ids.length === 1 ? '' : 's'} (${listed})`, changes };
}

// Mirage's Response keeps its status and body as `code` and `data` (left out of its types).
const answerOf = (value: unknown): { status: number; body: unknown } => {
  if (!(value instanceof Response)) return { status: 200, body: value };
  const { code, data } = value as Response & { code: number; data: unknown };
  return { status: code, body: data };
};

/**
 * The server as domains see it, recording each successful write (POST, PUT, PATCH, DELETE) of every
 * domain in `log`: who (the access token's user, or the signed-in user for a sign-in), when, the
 * action, the entity type and id, a summary and the changed fields. "Before" is read, just before the
 * write, from the domain's own GET of the entity (`/x/:id`) or of its collection (`/x`, the row with
 * the id), so a domain declares nothing to be audited.
 */
export function loggedServer(server: Server, log: ActionLog, users: LoginUser[], now: () => Date = () => new Date()): Server {
  const reads = new Map<string, Handler>();
  const writes = new Set(['post', 'put', 'patch', 'delete', 'del']);
  const readEntity = async (pattern: string | null, collection: string, request: Request, id: string | undefined): Promise<Entity | null> => {
    if (id === undefined) return null;
    const probe = { params: request.params, queryParams: {}, requestHeaders: request.requestHeaders, requestBody: '' } as unknown as Request;
    const own = pattern ? reads.get(pattern) : undefined;
    const list = reads.get(collection);
    try {
      if (own) return entityIn(answerOf(await own(null, probe)).body, id);
      if (list) return entityIn(answerOf(await list(null, probe)).body, id);
    } catch {
      // A read that fails leaves "before" unknown; the write goes on.
    }
    return null;
  };

  const audited = (verb: string, pattern: string, handler: Handler): Handler => {
    const shape = describeCall(verb, pattern);
    return async (schema, request) => {
      const id = request.params?.id;
      const before = await readEntity(shape.entityPattern, shape.collectionPattern, request, id);
      const result: unknown = await handler(schema, request);
      const { status, body } = answerOf(result);
      if (status >= 400 || quiet.test(pattern)) return result;
      // "After" as the same GET reads it (so before and after have one shape, an SDK key stays masked).
      const after = verb === 'delete' ? null : ((await readEntity(shape.entityPattern, shape.collectionPattern, request, id)) ?? entityIn(body, id));
      const signedIn = isRecord(body) && isRecord(body.userData) ? body.userData : isRecord(body) && isRecord(body.user) ? body.user : null;
      const user = signedIn
        ? users.find((candidate) => candidate.id === signedIn.id)
        : await findUserByToken(users, bearerToken(request.requestHeaders.Authorization ?? request.requestHeaders.authorization)).catch(() => null);
      const session = shape.entityType === 'Session';
      const batch = id === undefined && !session ? batchOf(request, shape.action, shape.entityType) : null;
      const entity = batch ? null : (after ?? before);
      const entityId = id ?? (entity && 'id' in entity ? String(entity.id) : null);
      // A sign-in or sign-out names its user; a call on no one record names none (not the caller).
      const label = entity ? String(entity.title ?? entity.name ?? entity.fullName ?? `#${entityId ?? ''}`) : session ? (user?.fullName ?? '') : '';
      log.record({
        at: now().toISOString(),
        userId: user?.id ?? null,
        userName: user?.fullName ?? 'Anonymous',
        action: shape.action,
        entityType: shape.entityType,
        entityId: session ? null : entityId,
        summary: batch ? batch.summary : `${shape.action} ${shape.entityType}${label ? ` “${label}”` : ''}`,
        method: verb.toUpperCase(),
        path: request.url?.split('?')[0] ?? pattern,
        changes: session ? [] : batch ? batch.changes : changedFields(before, after),
      });
      return result;
    };
  };

  return new Proxy(server, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || typeof value !== 'function' || (property !== 'get' && !writes.has(property))) return value;
      const verb = property === 'del' ? 'delete' : property;
      return (path: string, handler: Handler, ...rest: unknown[]) => {
        if (verb === 'get') reads.set(path, handler);
        return value.call(target, path, verb === 'get' ? handler : audited(verb, path, handler), ...rest);
      };
    },
  });
}
