import { Response, type Request, type Server } from 'miragejs';
import type { LoginUser } from '@console/contracts';
import type { LogBatch } from '@console/contracts/src/log-batch';
import { bearerToken, findUserByToken } from '../domains/auth/users';
import { isRecord } from '../http';
import type { ActionLog } from './action-log';
import { changedFields } from './changes';
import { describeCall, type CallShape } from './describe-call';
import { apiAreaFor } from '../domain-index';
import { areaReaders, bodyOf, entityIn, namedId, readersFor, recordReaders, type Entity, type Reader } from './entity-readers';
import { recordsRead, severalChanges, severalRecords } from './several-records';

type Handler = (schema: unknown, request: Request) => unknown;

// Writes that change nothing (a smart playlist's preview, a token refresh, a coupon's check): not logged.
const quiet = /\/preview$|^\/jwt\/refresh-token$|^\/apps\/ecommerce\/coupon$/;

// The calls that sign someone in: the account their answer names acts (no token came with them).
const signingIn = new Set(['sign-in', 'register']);

/**
 * The entry's summary in English, for API clients, from the parts it carries (which the console
 * says in its own language): 'update RokuChannel “Cedar Weekend”', 'bulk archive: 2 Videos (#4, #5)'.
 */
function summaryOf(action: string, entityType: string, { name, batch }: { name?: string; batch?: LogBatch }): string {
  if (!batch) return `${action} ${entityType}${name ? ` “${name}”` : ''}`;
  const listed = batch.ids.map((id) => `#${id}`).join(', ') + (batch.count > batch.ids.length ? ', …' : '');
  return `${action}${batch.asked ? ` ${batch.asked}` : ''}: ${batch.count} ${entityType}${batch.count === 1 ? '' : 's'} (${listed})`;
}

// Mirage's Response keeps its status and body as `code` and `data` (left out of its types).
const answerOf = (value: unknown): { status: number; body: unknown } => {
  if (!(value instanceof Response)) return { status: 200, body: value };
  const { code, data } = value as Response & { code: number; data: unknown };
  return { status: code, body: data };
};

/**
 * The server as domains see it, recording each successful write (POST, PUT, PATCH, DELETE) of every
 * domain in `log`: who (the access token's user, or the account a sign-in or registration answers),
 * when, the action, the entity type and id, a summary and the changed fields. "Before" is read, just
 * before the write, with the domain's own GETs (readersFor: the entity's `/x/:id`, its collection's
 * `/x`, …; recordReaders for each record of a call on several), so a domain declares nothing to be
 * audited; a delete none of them reads is known by the record its answer returns.
 */
export function loggedServer(server: Server, log: ActionLog, users: LoginUser[], now: () => Date = () => new Date()): Server {
  const reads = new Map<string, Handler>();
  const writes = new Set(['post', 'put', 'patch', 'delete', 'del']);
  /** The record as `reader` reads it, copied as it would come over the wire (a handler may change the same object later). */
  const readWith = async (reader: Reader, request: Request): Promise<Entity | null> => {
    const handler = reads.get(reader.pattern);
    if (!handler) return null;
    const probe = { params: reader.params ?? request.params, queryParams: reader.query ?? {}, requestHeaders: request.requestHeaders, requestBody: '' } as unknown as Request;
    try {
      const { status, body } = answerOf(await handler(null, probe));
      const entity = status < 400 ? reader.pick(body) : null;
      return entity ? (JSON.parse(JSON.stringify(entity)) as Entity) : null;
    } catch {
      // A read that fails leaves the record unknown; the write goes on.
      return null;
    }
  };
  /** The first reader that finds the record, and the record. */
  const readFirst = async (readers: Reader[], request: Request): Promise<{ reader: Reader; entity: Entity } | null> => {
    for (const reader of readers) {
      const entity = await readWith(reader, request);
      if (entity) return { reader, entity };
    }
    return null;
  };

  /** Each record of a call on several (the first `recordsRead`) as it reads now, by id; those no GET finds are left out. */
  const readEach = async (ids: string[], shape: CallShape, request: Request): Promise<Map<string, Entity>> => {
    const records = new Map<string, Entity>();
    for (const id of ids.slice(0, recordsRead)) {
      const found = await readFirst(recordReaders(shape, id), request);
      if (found) records.set(id, found.entity);
    }
    return records;
  };

  const audited = (verb: string, pattern: string, handler: Handler): Handler => {
    const shape = describeCall(verb, pattern);
    const session = shape.entityType === 'Session';
    // The path's own parameter (`:id`, a cart line's `:productId`) names the record, else its body or query may.
    const idParam = /\/:([^/]+)/.exec(pattern)?.[1];
    return async (schema, request) => {
      const body = bodyOf(request);
      const id = (idParam ? request.params?.[idParam] : undefined) ?? (shape.idOutsidePath ? namedId(request, body, shape.entityType) : undefined);
      const several = id === undefined && !session ? severalRecords(body, shape.entityType) : null;
      // A bulk call that deletes is a delete of its records, as a single delete is.
      const action = several?.batch.asked === 'delete' ? 'delete' : shape.action;
      const removes = action === 'delete';
      const readers = several ? [] : readersFor(verb, pattern, shape, request, body, id);
      if (!several && shape.idOutsidePath && id !== undefined) readers.push(...areaReaders(reads.keys(), (get) => apiAreaFor(get)?.area.subject === shape.entityType, id));
      const found = await readFirst(readers, request);
      const beforeEach = several ? await readEach(several.ids, shape, request) : null;
      const result: unknown = await handler(schema, request);
      const { status, body: answer } = answerOf(result);
      if (status >= 400 || quiet.test(pattern)) return result;
      // "After" as the same GET reads it (so before and after have one shape, an SDK key stays masked).
      const again = removes || several ? null : found ? await readWith(found.reader, request) : (await readFirst(readers, request))?.entity;
      const after = removes || several ? null : (again ?? entityIn(answer, id));
      // A delete no GET could read before (`/apps/users/delete?id=3`) is known by what its answer says it removed.
      const before = found?.entity ?? (removes && !several ? entityIn(answer, id) : null);
      const answered = isRecord(answer) ? (answer.userData ?? answer.user) : null;
      // Only a sign-in names its actor in its answer: an added or deleted `user` is the subject, not the actor.
      const signedIn = signingIn.has(shape.action) && isRecord(answered) ? answered : null;
      const user = signedIn
        ? users.find((candidate) => candidate.id === signedIn.id)
        : await findUserByToken(users, bearerToken(request.requestHeaders.Authorization ?? request.requestHeaders.authorization)).catch(() => null);
      const entity = several ? null : (after ?? before);
      const entityId = id ?? (entity && 'id' in entity ? String(entity.id) : null);
      // A sign-in or sign-out names its user; a call on no one record names none (not the caller).
      const label = entity ? String(entity.title ?? entity.name ?? entity.fullName ?? (entityId ? `#${entityId}` : '')) : session ? (user?.fullName ?? '') : '';
      // The parts the summary is said from, kept apart so a client can say them in its language.
      const batch = several ? (removes ? { count: several.batch.count, ids: several.batch.ids } : several.batch) : undefined;
      const parts = batch ? { batch } : label ? { name: label } : {};
      const afterEach = several && !removes ? await readEach(several.ids, shape, request) : null;
      const changes = session ? [] : several && beforeEach ? severalChanges(several, beforeEach, afterEach) : changedFields(before, after);
      log.record({
        at: now().toISOString(),
        userId: user?.id ?? null,
        userName: user?.fullName ?? 'Anonymous',
        action,
        entityType: shape.entityType,
        entityId: session ? null : entityId,
        summary: summaryOf(action, shape.entityType, parts),
        ...parts,
        method: verb.toUpperCase(),
        path: request.url?.split('?')[0] ?? pattern,
        changes,
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
