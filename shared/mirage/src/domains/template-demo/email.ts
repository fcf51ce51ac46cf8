import type { Server } from 'miragejs';
import { emailPageDirections, type DemoEmail, type EmailResponse, type EmailsResponse, type UpdatedEmailsResponse } from '@console/contracts/src/template-demo';
import { apiError, json, queryParam, readJson } from '../../http';
import { emailsMeta, neighbour, parseEmailQuery, queryEmails } from './email-query';
import { composeRoutes } from './email-compose';
import { parseUpdateEmails, parseUpdateLabel } from './email-validate';
import { readId } from './read-id';

/** Spec §7 email calls over the in-memory mailbox. */
export function emailRoutes(server: Server, emails: DemoEmail[]): Map<number, DemoEmail> {
  const byId = new Map(emails.map((email) => [email.id, email]));
  // All ids must exist before anything changes, so a bad call cannot half-apply (deviation: 404).
  const findAll = (ids: readonly number[]) => {
    const missing = ids.filter((id) => !byId.has(id));
    return { missing, found: ids.flatMap((id) => byId.get(id) ?? []) };
  };
  const notFound = (ids: readonly number[]) => apiError(404, `Email ${ids.join(', ')} was not found.`);

  server.get('/apps/email/emails', (_schema, request) => {
    const query = parseEmailQuery((name) => queryParam(request, name));
    const body: EmailsResponse = { emails: queryEmails(emails, query), emailsMeta: emailsMeta(emails) };
    return json(200, body);
  });

  server.post('/apps/email/update-emails', (_schema, request) => {
    const parsed = parseUpdateEmails(readJson(request));
    if (!parsed.ok) return apiError(400, 'The email update is not valid.', parsed.errors);
    const result = findAll(parsed.value.emailIds);
    if (result.missing.length) return notFound(result.missing);
    for (const email of result.found) Object.assign(email, parsed.value.dataToUpdate);
    return json(200, { emails: result.found } satisfies UpdatedEmailsResponse);
  });

  server.post('/apps/email/update-emails-label', (_schema, request) => {
    const parsed = parseUpdateLabel(readJson(request));
    if (!parsed.ok) return apiError(400, 'The label update is not valid.', parsed.errors);
    const { emailIds, label } = parsed.value;
    const result = findAll(emailIds);
    if (result.missing.length) return notFound(result.missing);
    for (const email of result.found) {
      email.labels = email.labels.includes(label) ? email.labels.filter((each) => each !== label) : [...email.labels, label];
    }
    return json(200, { emails: result.found } satisfies UpdatedEmailsResponse);
  });

  // Reading does not mark the email read: the client sends update-emails { isRead: true }, as the
  // template's did, so a GET never changes data.
  server.get('/apps/email/get-email', (_schema, request) => {
    const id = readId(queryParam(request, 'id'));
    if (id === undefined) return apiError(400, 'An email id is required.', { id: 'A whole positive email id is required.' });
    const email = byId.get(id);
    return email ? json(200, { email } satisfies EmailResponse) : notFound([id]);
  });

  server.get('/apps/email/paginate-email', (_schema, request) => {
    const dir = emailPageDirections.find((each) => each === queryParam(request, 'dir'));
    const id = readId(queryParam(request, 'emailId'));
    const errors: Record<string, string> = {};
    if (!dir) errors.dir = `dir must be one of: ${emailPageDirections.join(', ')}.`;
    if (id === undefined) errors.emailId = 'A whole positive email id is required.';
    if (!dir || id === undefined) return apiError(400, 'The paging request is not valid.', errors);
    const email = byId.get(id);
    if (!email) return notFound([id]);
    const other = neighbour(emails, email, dir);
    return other ? json(200, { email: other } satisfies EmailResponse) : apiError(404, `There is no ${dir} email in ${email.folder}.`);
  });

  composeRoutes(server, emails, byId);
  // Kept with the emails (one stored record keeps them the same objects).
  return byId;
}
