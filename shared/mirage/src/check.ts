// The mock imports contracts module by module (`@console/contracts/src/<module>`), never through
// the index: webpack decides whether an export is used once per build, not per chunk, so a
// schema the mock took through the index would sit in the index's chunk, the shell's first
// bundle, instead of the mock's lazily loaded ones (docs/mock-backend.md).
import type * as v from 'valibot';
import { inEnglish } from '@console/contracts/src/messages';
import { validate } from '@console/contracts/src/validation';
import { isRecord } from './http';

/** A checked request as the API answers it: the parsed value, or an English message per field. */
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/**
 * Checks a request body against its contracts schema. A body that is not a JSON object (an
 * array, text, nothing) is one error under `root` ('user', 'task'), or, without a root, is read
 * as `{}` so each required field reports itself.
 */
export function checkBody<TSchema extends v.GenericSchema>(schema: TSchema, body: unknown, root?: string): Checked<v.InferOutput<TSchema>> {
  // valibot takes an array for an object (it has no keys); the API never did.
  const input = isRecord(body) ? body : root === undefined ? {} : undefined;
  const result = validate(schema, input, root);
  return result.ok ? result : { ok: false, errors: inEnglish(result.errors) };
}
