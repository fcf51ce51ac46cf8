// How the action log finds the record a write changes, to read it just before and just after the write (logged-server.ts).
import type { Request } from 'miragejs';
import { isRecord } from '../http';
import type { CallShape } from './describe-call';

export type Entity = Record<string, unknown>;

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

/** A write's JSON body (null when it has none or it is not JSON). */
export const bodyOf = (request: Request): unknown => {
  try {
    return JSON.parse(request.requestBody || 'null') as unknown;
  } catch {
    return null;
  }
};

const lowerFirst = (word: string) => word.charAt(0).toLowerCase() + word.slice(1);
const idText = (value: unknown) => (typeof value === 'number' || typeof value === 'string') && value !== '' ? String(value) : undefined;

/**
 * The id of the record an update or delete names outside its path: its body's entity
 * (`{ task: { id } }`, `{ id }`), its body's `<entity>Id` (`{ productId }` of a cart call) or its `?id=`.
 */
export function namedId(request: Request, body: unknown, entityType: string): string | undefined {
  const entity = entityIn(body);
  return idText(entity?.id) ?? (isRecord(body) ? idText(body[`${lowerFirst(entityType)}Id`]) : undefined) ?? idText(request.queryParams?.id);
}

/** The part of an answer a call is named after: `general` of the settings, or `connections` of their `social`. */
function partNamed(answer: unknown, name: string): Entity | null {
  if (!isRecord(answer)) return null;
  const own = answer[name];
  if (isRecord(own)) return own;
  for (const value of Object.values(answer)) if (isRecord(value) && isRecord(value[name])) return value[name];
  return null;
}

/**
 * The answer's own values: its fields that hold no record and no list (`currentPlan` and `billing`
 * of `/pricing/data`, beside the plans it carries); null when it has none.
 */
function ownValues(answer: unknown): Entity | null {
  if (!isRecord(answer)) return null;
  const own = Object.entries(answer).filter(([, value]) => value === null || typeof value !== 'object');
  return own.length ? Object.fromEntries(own) : null;
}

/** A GET that may answer the record a write changes, and how the record is picked from its answer. */
export interface Reader {
  pattern: string;
  /** The path's parameters the GET is asked with (the write's own when absent). */
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  pick(answer: unknown): Entity | null;
}

/**
 * Where the record a write changes is read, in order: its own GET (`/x/:id`) and its collection's
 * (`/x`, the row with the id); for an update whose path names no id, also the GET of the call's
 * own path, asked with the call's query and body texts (`/faq/data/question?category&question`,
 * `/blog/list/data/edit?id`), and the area's `data` GET (`/account-setting/data`, the part the
 * call is named after: `general`; `/api/bookmarks/data`, the row with the id; `/pricing/data`,
 * which has no part named `plan`, its own values: the caller's plan and billing).
 */
export function readersFor(verb: string, pattern: string, shape: CallShape, request: Request, body: unknown, id: string | undefined): Reader[] {
  const byId = (answer: unknown) => (id === undefined ? null : entityIn(answer, id));
  const readers: Reader[] = [];
  // Asked with the id under the entity path's own name: a cart call's `:productId` reads the product's `/:id`.
  const param = shape.entityPattern?.slice(shape.entityPattern.lastIndexOf('/:') + 2);
  if (shape.entityPattern && param && id !== undefined) readers.push({ pattern: shape.entityPattern, params: { ...request.params, [param]: id }, pick: byId });
  if (verb !== 'post' || shape.entityPattern || shape.action !== 'update') {
    if (id !== undefined) readers.push({ pattern: shape.collectionPattern, pick: byId });
    return readers;
  }
  const texts = isRecord(body) ? Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === 'string')) : {};
  readers.push({ pattern, query: { ...request.queryParams, ...texts }, pick: (answer) => (id === undefined ? (isRecord(answer) ? answer : null) : entityIn(answer, id)) });
  if (id !== undefined) readers.push({ pattern: shape.collectionPattern, pick: byId });
  const cut = pattern.lastIndexOf('/');
  const part = pattern.slice(cut + 1);
  readers.push({ pattern: `${pattern.slice(0, cut)}/data`, pick: (answer) => (id === undefined ? (partNamed(answer, part) ?? ownValues(answer)) : entityIn(answer, id)) });
  return readers;
}

/**
 * Where one record of a call on several is read (by its id in the call's body): its own GET
 * (`/api/media/videos/:id`), its collection's (`/apps/email/emails`, the row with the id) and the
 * `get-<noun>?id=` GET beside the collection (`/apps/email/get-email`), for a row the collection's
 * default view leaves out (an email outside the inbox).
 */
export function recordReaders(shape: CallShape, id: string): Reader[] {
  const pick = (answer: unknown) => entityIn(answer, id);
  const { collectionPattern } = shape;
  const cut = collectionPattern.lastIndexOf('/');
  const noun = collectionPattern.slice(cut + 1).replace(/ies$/, 'y').replace(/s$/, '');
  return [
    { pattern: `${collectionPattern}/:id`, params: { id }, pick },
    { pattern: collectionPattern, params: {}, pick },
    { pattern: `${collectionPattern.slice(0, cut)}/get-${noun}`, params: {}, query: { id }, pick },
  ];
}

/**
 * The last places the record of an update or delete that names it by `?id=` or in its body is read
 * (`/apps/users/update-user?id=3`, whose own area has no GET at the write's path): each GET of the
 * same area (`/api/users/user?id=3`, `/api/users/list/all-data`, …) with no path parameter, asked
 * with `?id=`, the record the row with the id of its answer.
 */
export function areaReaders(getPatterns: Iterable<string>, sameArea: (pattern: string) => boolean, id: string): Reader[] {
  const pick = (answer: unknown) => entityIn(answer, id);
  return [...getPatterns].filter((pattern) => !pattern.includes('/:') && sameArea(pattern)).map((pattern) => ({ pattern, params: {}, query: { id }, pick }));
}
