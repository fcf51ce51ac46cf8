import type { Server } from 'miragejs';
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

  server.post('/apps/email/send-email', (_schema, request) => {
    const parsed = parseSendEmail(readJson(request));
    if (!parsed.ok) return apiError(400, 'The email is not valid.', parsed.errors);
    const { id, ...values } = parsed.value;
    if (id === undefined) return json(201, { email: add(composedEmail(values, 'sent', nextId(), now())) } satisfies SendEmailResponse);
    const found = draftOr(id);
    if (!found.draft) return found.refusal;
    // The same record: a draft sent is in Sent only, never in both folders.
    Object.assign(found.draft, composedEmail(values, 'sent', id, now(), found.draft));
    return json(200, { email: found.draft } satisfies SendEmailResponse);
  });

  server.post('/apps/email/save-draft', (_schema, request) => {
    const parsed = parseSaveDraft(readJson(request));
    if (!parsed.ok) return apiError(400, 'The draft is not valid.', parsed.errors);
    const { id, ...values } = parsed.value;
    if (id === undefined) return json(201, { email: add(composedEmail(values, 'draft', nextId(), now())) } satisfies SaveDraftResponse);
    const found = draftOr(id);
    if (!found.draft) return found.refusal;
    Object.assign(found.draft, composedEmail(values, 'draft', id, now(), found.draft));
    return json(200, { email: found.draft } satisfies SaveDraftResponse);
  });
}
