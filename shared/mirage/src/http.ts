import { Response, type Request } from 'miragejs';
import type { ApiErrorBody } from '@console/contracts';

const jsonHeaders = { 'Content-Type': 'application/json' };

/** A JSON answer with an explicit status (Mirage would otherwise guess it from the verb). */
export function json(status: number, body: unknown): Response {
  return new Response(status, jsonHeaders, body as object);
}

export function apiError(status: number, message: string, errors?: Record<string, string>): Response {
  const body: ApiErrorBody = errors ? { message, errors } : { message };
  return json(status, body);
}

/** The parsed JSON body, or undefined when it is missing or not JSON. */
export function readJson(request: Request): unknown {
  try {
    return JSON.parse(request.requestBody || 'null') as unknown;
  } catch {
    return undefined;
  }
}

/** A query parameter as one string ('' when absent; the first value when repeated). */
export function queryParam(request: Request, name: string): string {
  const value: unknown = request.queryParams?.[name];
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : '';
  return typeof value === 'string' ? value : '';
}

/** A text query parameter ('q') as a test: case-insensitive "contains"; without one, everything passes. */
export function textFilter(request: Request, name = 'q'): (text: string) => boolean {
  const q = queryParam(request, name).trim().toLowerCase();
  return (text) => !q || text.toLowerCase().includes(q);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
