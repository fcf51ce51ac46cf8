import * as v from 'valibot';
import type { MessageKey } from './messages';

// One checked-input shape for the mock's answers and the forms: valibot's issues reduced to one
// message key per field.

/** Field errors as message keys: the first problem of each field. */
export type FieldErrors = Record<string, MessageKey>;

/** A checked input: the parsed value (trimmed, defaults filled in), or the field errors. */
export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/**
 * The first issue of each field, by dotted path (`email`, `items.0.price`); an issue about the
 * input as a whole (not an object at all) goes under `root` — react-hook-form's name for
 * form-level errors, which an API handler renames to its body's name ('user', 'task').
 */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[], root = 'root'): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    // Contracts' schemas only ever put message keys in their issues (their tests check it).
    errors[v.getDotPath(issue) ?? root] ??= issue.message as MessageKey;
  }
  return errors;
}

/** A valibot result as `Validated`: what the mock answers with and a form can show field by field. */
export function validated<TSchema extends v.GenericSchema>(result: v.SafeParseResult<TSchema>, root = 'root'): Validated<v.InferOutput<TSchema>> {
  return result.success ? { ok: true, value: result.output } : { ok: false, errors: fieldErrors(result.issues, root) };
}

/** Checks `input` against `schema`: `validated(v.safeParse(schema, input), root)`. */
export function validate<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown, root = 'root'): Validated<v.InferOutput<TSchema>> {
  return validated(v.safeParse(schema, input), root);
}
