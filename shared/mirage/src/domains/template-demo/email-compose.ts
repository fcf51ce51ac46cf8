import type { Request, Server } from 'miragejs';
import type { DemoEmail, SaveDraftResponse, SendEmailResponse } from '@console/contracts/src/template-demo';
import { apiError, json, readJson } from '../../http';
import { composedEmail, parseSaveDraft, parseSendEmail } from './email-send';

/**
 * Extensions (docs/api/communication.md): the compose panel's mail sent (new, or a draft, which
 * leaves Drafts for Sent under its own id), and drafts saved (new, or saved again in place).
 */
export function composeRoutes(server: Server, emails: DemoEmail[], byId: Map<number, DemoEmail>) {
  const now = () => new Date().toISOString();
  const add = (email: DemoEmail) => {
    emails.push(email);
    byId.set(email.id, email);
    return email;
  };
  const nextId = () => Math.max(0, ...emails.map((each) => each.id)) + 1;
  /** The draft `id` names, or the answer refusing it (unknown: 404; no longer a draft, e.g. sent meanwhile: 409). */
  const draftOr = (id: number) => {
    const email = byId.get(id);
    if (!email) return { refusal: apiError(404, `Email ${id} was not found.`) };
    if (email.folder !== 'draft') return { refusal: apiError(409, `Email ${id} is not a draft.`) };
    return { draft: email };
  };

  /**
   * Sending and saving a draft alike: a body without an id makes a new mail in `folder`; one naming
   * a draft changes that same record (a draft sent is in Sent only, never in both folders).
   */
  const compose = (folder: 'sent' | 'draft', parse: typeof parseSendEmail, invalid: string) => (_schema: unknown, request: Request) => {
    const parsed = parse(readJson(request));
    if (!parsed.ok) return apiError(400, invalid, parsed.errors);
    const { id, ...values } = parsed.value;
    if (id === undefined) return json(201, { email: add(composedEmail(values, folder, nextId(), now())) } satisfies SendEmailResponse & SaveDraftResponse);
    const found = draftOr(id);
    if (!found.draft) return found.refusal;
    Object.assign(found.draft, composedEmail(values, folder, id, now(), found.draft));
    return json(200, { email: found.draft } satisfies SendEmailResponse & SaveDraftResponse);
  };

  server.post('/apps/email/send-email', compose('sent', parseSendEmail, 'The email is not valid.'));
  server.post('/apps/email/save-draft', compose('draft', parseSaveDraft, 'The draft is not valid.'));
}
