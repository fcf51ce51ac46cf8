import { emailFolders, emailLabels, type EmailLabel, type UpdateEmailsRequest } from '@console/contracts/src/template-demo';
import { isRecord } from '../../http';
import { readId } from './read-id';

/** A parsed body, or the field errors that stopped it. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

function readIds(value: unknown, errors: Record<string, string>): number[] {
  const ids = Array.isArray(value) ? value.map(readId) : [];
  if (!ids.length || ids.some((id) => id === undefined)) {
    errors.emailIds = 'emailIds must be a non-empty list of email ids.';
    return [];
  }
  return [...new Set(ids as number[])];
}

/** POST /apps/email/update-emails body: ids plus at least one of isStarred, isRead, folder. */
export function parseUpdateEmails(body: unknown): Parsed<UpdateEmailsRequest> {
  const errors: Record<string, string> = {};
  const emailIds = readIds(isRecord(body) ? body.emailIds : undefined, errors);
  const input = isRecord(body) ? body.dataToUpdate : undefined;
  const dataToUpdate: UpdateEmailsRequest['dataToUpdate'] = {};
  if (!isRecord(input)) {
    errors.dataToUpdate = 'dataToUpdate must be an object.';
  } else {
    for (const flag of ['isStarred', 'isRead'] as const) {
      if (input[flag] === undefined) continue;
      if (typeof input[flag] === 'boolean') dataToUpdate[flag] = input[flag];
      else errors[flag] = `${flag} must be true or false.`;
    }
    const folder = emailFolders.find((candidate) => candidate === input.folder);
    if (folder) dataToUpdate.folder = folder;
    else if (input.folder !== undefined) errors.folder = `Folder must be one of: ${emailFolders.join(', ')}.`;
    if (!Object.keys(dataToUpdate).length && !Object.keys(errors).length) {
      errors.dataToUpdate = 'Give isStarred, isRead or folder to update.';
    }
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: { emailIds, dataToUpdate } };
}

/** POST /apps/email/update-emails-label body: ids and one known label. */
export function parseUpdateLabel(body: unknown): Parsed<{ emailIds: number[]; label: EmailLabel }> {
  const errors: Record<string, string> = {};
  const emailIds = readIds(isRecord(body) ? body.emailIds : undefined, errors);
  const label = emailLabels.find((candidate) => isRecord(body) && candidate === body.label);
  if (!label) errors.label = `Label must be one of: ${emailLabels.join(', ')}.`;
  return label && !Object.keys(errors).length ? { ok: true, value: { emailIds, label } } : { ok: false, errors };
}
