import * as v from 'valibot';
import { addressList, composeEmailSchema, type ComposeEmail, type DemoEmail } from '@console/contracts/src/template-demo';
import { isRecord } from '../../http';
import { mailboxOwner } from './email-seed';
import type { Parsed } from './email-validate';

/** Extension: the send-email body checked by the compose form's own schema (English messages). */
export function parseSendEmail(body: unknown): Parsed<ComposeEmail> {
  const input = isRecord(body) ? { to: '', cc: '', subject: '', message: '', ...body } : {};
  const result = v.safeParse(composeEmailSchema(), input);
  if (result.success) return { ok: true, value: result.output };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const field = issue.path?.map((item) => String(item.key)).join('.') || 'body';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The typed text as the HTML the mailbox stores: one paragraph per blank-line block, line breaks kept. */
export function textToHtml(text: string): string {
  const blocks = text.split(/\n\s*\n/).map((block) => block.trim()).filter(Boolean);
  return blocks.map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`).join('') || '<p></p>';
}

/** A recipient's name: the address's local part, as a mail client shows an unknown address. */
const nameOf = (address: string) => address.split('@')[0] ?? address;

/** The sent mail as stored in the Sent folder: from the mailbox owner, read, at `time`. */
export function sentEmail(values: ComposeEmail, id: number, time: string): DemoEmail {
  return {
    id,
    from: { ...mailboxOwner },
    to: addressList(values.to).map((email) => ({ name: nameOf(email), email })),
    subject: values.subject,
    cc: addressList(values.cc),
    bcc: [],
    message: textToHtml(values.message),
    attachments: [],
    time,
    folder: 'sent',
    labels: [],
    isStarred: false,
    isRead: true,
    replies: [],
  };
}
