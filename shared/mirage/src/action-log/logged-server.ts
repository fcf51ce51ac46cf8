import { Response, type Request, type Server } from 'miragejs';
import type { LoginUser } from '@console/contracts';
import type { FieldChange } from '@console/contracts/src/distribution';
import { logBatchIdsShown, type LogBatch } from '@console/contracts/src/log-batch';
import { bearerToken, findUserByToken } from '../domains/auth/users';
import { isRecord } from '../http';
import type { ActionLog } from './action-log';
import { changedFields } from './changes';
import { describeCall } from './describe-call';
import { bodyOf, entityIn, namedId, readersFor, type Entity, type Reader } from './entity-readers';

type Handler = (schema: unknown, request: Request) => unknown;

// Writes that change nothing (a smart playlist's preview, a token refresh): not logged.
const quiet = /\/preview$|^\/jwt\/refresh-token$/;

const lowerFirst = (word: string) => word.charAt(0).toLowerCase() + word.slice(1);

/**
 * A call on several records at once (a body with `ids`, as the bulk actions send, or the entity's
 * own `emailIds`): which ones and what was asked (`action` and the other fields, a nested record's
 * fields as fields of their own: `dataToUpdate: { isRead }` is `isRead`), for the log's batch parts
 * and changed fields.
 */
function batchOf(body: unknown, entityType: string): { batch: LogBatch; changes: FieldChange[] } | null {
  if (!isRecord(body)) return null;
  const idsField = Array.isArray(body.ids) ? 'ids' : `${lowerFirst(entityType)}Ids`;
  const named = body[idsField];
  if (!Array.isArray(named)) return null;
  const changes = Object.entries(body)
    .filter(([field]) => field !== idsField)
    .flatMap(([field, after]) => (isRecord(after) ? Object.entries(after) : [[field, after] as const]))
    .map(([field, after]) => ({ field, before: null, after }));
  const batch: LogBatch = { count: named.length, ids: named.slice(0, logBatchIdsShown).map(String) };
  if (typeof body.action === 'string') batch.asked = body.action;
  return { batch, changes };
}

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
 * domain in `log`: who (the access token's user, or the signed-in user for a sign-in), when, the
 * action, the entity type and id, a summary and the changed fields. "Before" is read, just before the
 * write, with the domain's own GETs (readersFor: the entity's `/x/:id`, its collection's `/x`, …),
 * so a domain declares nothing to be audited.
 */
export function loggedServer(server: Server, log: ActionLog, users: LoginUser[], now: () => Date = () => new Date()): Server {
  const reads = new Map<string, Handler>();
  const writes = new Set(['post', 'put', 'patch', 'delete', 'del']);
  /** The record as `reader` reads it, copied as it would come over the wire (a handler may change the same object later). */
  const readWith = async (reader: Reader, request: Request): Promise<Entity | null> => {
    const handler = reads.get(reader.pattern);
    if (!handler) return null;
    const probe = { params: request.params, queryParams: reader.query ?? {}, requestHeaders: request.requestHeaders, requestBody: '' } as unknown as Request;
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

  const audited = (verb: string, pattern: string, handler: Handler): Handler => {
    const shape = describeCall(verb, pattern);
    return async (schema, request) => {
      const body = bodyOf(request);
      const id = request.params?.id ?? (shape.action === 'update' && !shape.entityPattern ? namedId(request, body) : undefined);
      const readers = readersFor(verb, pattern, shape, request, body, id);
      const found = await readFirst(readers, request);
      const before = found?.entity ?? null;
      const result: unknown = await handler(schema, request);
      const { status, body: answer } = answerOf(result);
      if (status >= 400 || quiet.test(pattern)) return result;
      // "After" as the same GET reads it (so before and after have one shape, an SDK key stays masked).
      const again = verb === 'delete' ? null : found ? await readWith(found.reader, request) : (await readFirst(readers, request))?.entity;
      const after = verb === 'delete' ? null : (again ?? entityIn(answer, id));
      const signedIn = isRecord(answer) && isRecord(answer.userData) ? answer.userData : isRecord(answer) && isRecord(answer.user) ? answer.user : null;
      const user = signedIn
        ? users.find((candidate) => candidate.id === signedIn.id)
        : await findUserByToken(users, bearerToken(request.requestHeaders.Authorization ?? request.requestHeaders.authorization)).catch(() => null);
      const session = shape.entityType === 'Session';
      const several = id === undefined && !session ? batchOf(body, shape.entityType) : null;
      const entity = several ? null : (after ?? before);
      const entityId = id ?? (entity && 'id' in entity ? String(entity.id) : null);
      // A sign-in or sign-out names its user; a call on no one record names none (not the caller).
      const label = entity ? String(entity.title ?? entity.name ?? entity.fullName ?? (entityId ? `#${entityId}` : '')) : session ? (user?.fullName ?? '') : '';
      // The parts the summary is said from, kept apart so a client can say them in its language.
      const parts = several ? { batch: several.batch } : label ? { name: label } : {};
      log.record({
        at: now().toISOString(),
        userId: user?.id ?? null,
        userName: user?.fullName ?? 'Anonymous',
        action: shape.action,
        entityType: shape.entityType,
        entityId: session ? null : entityId,
        summary: summaryOf(shape.action, shape.entityType, parts),
        ...parts,
        method: verb.toUpperCase(),
        path: request.url?.split('?')[0] ?? pattern,
        changes: session ? [] : several ? several.changes : changedFields(before, after),
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
