import type * as v from 'valibot';
import { distributionMessagesEn } from '@console/contracts/src/distribution-messages';
import { messagesEn } from '@console/contracts/src/messages';
import { validate } from '@console/contracts/src/validation';
import { isRecord } from '../../http';

const english: Record<string, string> = { ...messagesEn, ...distributionMessagesEn };

/** A body checked against a distribution schema: the value, or each field's English message. */
export function checkInput<TSchema extends v.GenericSchema>(schema: TSchema, body: unknown): { ok: true; value: v.InferOutput<TSchema> } | { ok: false; errors: Record<string, string> } {
  const result = validate(schema, isRecord(body) ? body : {});
  if (result.ok) return result;
  return { ok: false, errors: Object.fromEntries(Object.entries(result.errors).map(([field, key]) => [field, english[key] ?? key])) };
}
