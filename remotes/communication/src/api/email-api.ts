import { apiRequest } from '@console/auth';
import type {
  EmailLabel, EmailPageDirection, EmailResponse, EmailsQuery, EmailsResponse, SaveDraftRequest, SaveDraftResponse, SendEmailRequest, SendEmailResponse, UpdateEmailsRequest, UpdatedEmailsResponse,
} from '@console/contracts';

// Spec §7 email calls, and the send-email and save-draft extensions (docs/api/communication.md).

export const fetchEmails = (query: EmailsQuery, signal?: AbortSignal) =>
  apiRequest<EmailsResponse>('/apps/email/emails', { query: { q: query.q, folder: query.folder, label: query.label }, signal });

export const fetchEmail = (id: number, signal?: AbortSignal) => apiRequest<EmailResponse>('/apps/email/get-email', { query: { id }, signal });

/** The mail before or after `id` in its folder; a 404 means there is none. */
export const fetchNeighbour = (id: number, dir: EmailPageDirection, signal?: AbortSignal) =>
  apiRequest<EmailResponse>('/apps/email/paginate-email', { query: { dir, emailId: id }, signal });

export const updateEmails = (body: UpdateEmailsRequest) => apiRequest<UpdatedEmailsResponse>('/apps/email/update-emails', { method: 'POST', body });

/** Toggles `label` on each mail. */
export const toggleEmailsLabel = (emailIds: number[], label: EmailLabel) =>
  apiRequest<UpdatedEmailsResponse>('/apps/email/update-emails-label', { method: 'POST', body: { emailIds, label } });

/** A new mail, or with `draftId` that draft sent (it leaves Drafts for Sent). */
export const sendEmail = (body: SendEmailRequest) => apiRequest<SendEmailResponse>('/apps/email/send-email', { method: 'POST', body });

/** A new draft, or with `id` that draft saved again in place. */
export const saveDraft = (body: SaveDraftRequest) => apiRequest<SaveDraftResponse>('/apps/email/save-draft', { method: 'POST', body });
