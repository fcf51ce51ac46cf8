import { messagesEn } from '@console/contracts/src/messages';
import type { Checked } from '../../check';

/**
 * A brand or category body's uniqueness (name, case-insensitive, and slug) among `rows`, the
 * record being edited (`selfId`) aside: this needs the stored rows, so it is not in the schema.
 */
export function checkUnique<T extends { name: string; slug: string }>(result: Checked<T>, rows: readonly { id: number; name: string; slug: string }[], selfId = 0): Checked<T> {
  if (!result.ok) return result;
  const others = rows.filter((row) => row.id !== selfId);
  const errors: Record<string, string> = {};
  const name = result.value.name.toLowerCase();
  if (others.some((row) => row.name.toLowerCase() === name)) errors.name = messagesEn['media.errors.nameInUse'];
  if (others.some((row) => row.slug === result.value.slug)) errors.slug = messagesEn['media.errors.slugInUse'];
  return Object.keys(errors).length ? { ok: false, errors } : result;
}
