import * as v from 'valibot';
import { addressList, composeEmailSchema, draftEmailSchema, type DemoEmail, type DraftEmail } from '@console/contracts/src/template-demo';
import { isRecord } from '../../http';
import { mailboxOwner } from './email-seed';
import type { Parsed } from './email-validate';
import { readId } from './read-id';

/** A compose body checked by the form's own schema (English messages); `id`: the draft it names. */
function parseMail(schema: v.GenericSchema<unknown, DraftEmail>, body: unknown, idField: 'id' | 'draftId'): Parsed<DraftEmail & { id?: number }> {
  const input = isRecord(body) ? { to: '', cc: '', bcc: '', subject: '', message: '', ...body } : {};
  const result = v.safeParse(schema, input);
  const errors: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    const field = issue.path?.map((item) => String(item.key)).join('.') || 'body';
    errors[field] ??= issue.message;
  }
  const rawId = isRecord(body) ? body[idField] : undefined;
  const id = readId(rawId);
  if (rawId !== undefined && id === undefined) errors[idField] = `${idField} must be a whole positive email id.`;
  if (!result.success || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: id === undefined ? result.output : { ...result.output, id } };
}

/** Extension: the send-email body (`draftId`: the draft being sent, optional). */
export const parseSendEmail = (body: unknown) => parseMail(composeEmailSchema(), body, 'draftId');

/** Extension: the save-draft body (`id`: the draft saved again; none: a new draft). */
export const parseSaveDraft = (body: unknown) => parseMail(draftEmailSchema(), body, 'id');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The typed text as the HTML the mailbox stores: one paragraph per blank-line block, line breaks kept. */
export function textToHtml(text: string): string {
  const blocks = text.split(/\n\s*\n/).map((block) => block.trim()).filter(Boolean);
  return blocks.map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`).join('') || '<p></p>';
}

/** A recipient's name: the one the mail had for that address, else the address's local part, as a mail client shows an unknown address. */
const recipients = (value: string, known: DemoEmail['to']) =>
  addressList(value).map((email) => ({ name: known.find((each) => each.email.toLowerCase() === email.toLowerCase())?.name ?? email.split('@')[0] ?? email, email }));

/**
 * The composed mail as stored in `folder`: from the mailbox owner, read, at `time`. `before` (a
 * draft saved again or sent) keeps its id, labels, star, attachments and thread, and the names
 * of the recipients it already had.
 */
export function composedEmail(values: DraftEmail, folder: 'sent' | 'draft', id: number, time: string, before?: DemoEmail): DemoEmail {
  return {
    id,
    from: { ...mailboxOwner },
    to: recipients(values.to, before?.to ?? []),
    subject: values.subject,
    cc: addressList(values.cc),
    bcc: addressList(values.bcc),
    message: textToHtml(values.message),
    attachments: before?.attachments ?? [],
    time,
    folder,
    labels: before?.labels ?? [],
    isStarred: before?.isStarred ?? false,
    isRead: true,
    replies: before?.replies ?? [],
  };
}
