import { authMessagesEn } from './auth';
import { contentPagesMessagesEn } from './content-pages-messages';
import { distributionMessagesEn } from './distribution-messages';
import { ecommerceMessagesEn } from './ecommerce-messages';
import { invoicesMessagesEn } from './invoices-messages';
import { mediaMessagesEn } from './media-messages';
import { commonMessagesEn, define } from './schema-kit';
import { todoMessagesEn } from './todo-messages';
import { usersMessagesEn } from './users-messages';

/**
 * The English text of every message key the schemas use (`<domain>.errors.<name>`). The mock
 * answers with these texts (spec §5 and §8's exactly, today's API texts elsewhere); the UI
 * translates the same keys, so a rule's message is one key in every language.
 */
export const messagesEn = /* @__PURE__ */ define(() => ({
  ...commonMessagesEn,
  ...authMessagesEn,
  ...todoMessagesEn,
  ...usersMessagesEn,
  ...ecommerceMessagesEn,
  ...invoicesMessagesEn,
  ...mediaMessagesEn,
  ...contentPagesMessagesEn,
  ...distributionMessagesEn,
}));

/** A message key of the schemas. */
export type MessageKey = keyof typeof messagesEn;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messagesEn, value);
}

/** Field errors (message keys) as the API answers them: each key's English text. */
export function inEnglish(errors: Readonly<Record<string, MessageKey>>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, messagesEn[key]]));
}
