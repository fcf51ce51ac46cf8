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

/** The id of the record an update names outside its path: its body's entity (`{ task: { id } }`, `{ id }`) or its `?id=`. */
export function namedId(request: Request, body: unknown): string | undefined {
  const entity = entityIn(body);
  if (entity && (typeof entity.id === 'number' || typeof entity.id === 'string')) return String(entity.id);
  const query: unknown = request.queryParams?.id;
  return typeof query === 'string' && query ? query : undefined;
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
  if (shape.entityPattern && id !== undefined) readers.push({ pattern: shape.entityPattern, pick: byId });
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

