import type { DemoEmail, EmailsResponse, UpdatedEmailsResponse } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { templateDemoDomain } from '.';
import { seedEmails } from './email-seed';

const { call } = mockApi(() => [templateDemoDomain()]);
const list = async (query = '') => (await call('GET', `/apps/email/emails${query}`)).body as EmailsResponse;
const ids = (emails: DemoEmail[]) => emails.map((email) => email.id);
const everyEmail = async () => {
  const folders = ['inbox', 'sent', 'draft', 'spam', 'trash'];
  return (await Promise.all(folders.map((folder) => list(`?folder=${folder}`)))).flatMap((answer) => answer.emails);
};

describe('POST /apps/email/update-emails', () => {
  it('marks emails read, and the inbox counter follows', async () => {
    const { status, body } = await call('POST', '/apps/email/update-emails', { emailIds: [1, 3], dataToUpdate: { isRead: true } });
    expect(status).toBe(200);
    const seed = seedEmails();
    expect(body).toEqual({ emails: [{ ...seed[0], isRead: true }, { ...seed[2], isRead: true }] });
    expect((await list()).emailsMeta).toEqual({ inbox: 2, draft: 2, spam: 2 });
  });

  it('stars and unstars, and moves emails between folders', async () => {
    await call('POST', '/apps/email/update-emails', { emailIds: [2], dataToUpdate: { isStarred: true } });
    await call('POST', '/apps/email/update-emails', { emailIds: [1], dataToUpdate: { isStarred: false } });
    expect(ids((await list('?folder=starred')).emails)).toEqual([10, 2, 3, 6]);
    const moved = await call('POST', '/apps/email/update-emails', { emailIds: [2, 15], dataToUpdate: { folder: 'trash', isRead: true } });
    expect((moved.body as UpdatedEmailsResponse).emails.map((email) => [email.id, email.folder, email.isRead])).toEqual([[2, 'trash', true], [15, 'trash', true]]);
    expect(ids((await list()).emails)).not.toContain(2);
    expect(ids((await list('?folder=trash')).emails)).toEqual([2, 15, 18, 19, 20]);
    expect(ids((await list('?folder=starred')).emails)).toEqual([10, 3, 6]); // starred 2 is now in the trash
    expect((await list()).emailsMeta.spam).toBe(1);
  });

  it('answers 404 when any id is unknown and changes nothing', async () => {
    const before = await everyEmail();
    const answer = await call('POST', '/apps/email/update-emails', { emailIds: [1, 999, 998], dataToUpdate: { folder: 'spam' } });
    expect(answer).toEqual({ status: 404, body: { message: 'Email 999, 998 was not found.' } });
    expect(await everyEmail()).toEqual(before);
  });

  it.each([
    [{ emailIds: [], dataToUpdate: { isRead: true } }, { emailIds: 'emailIds must be a non-empty list of email ids.' }],
    [{ emailIds: [1, 'x'], dataToUpdate: { isRead: true } }, { emailIds: 'emailIds must be a non-empty list of email ids.' }],
    [{ emailIds: [1] }, { dataToUpdate: 'dataToUpdate must be an object.' }],
    [{ emailIds: [1], dataToUpdate: {} }, { dataToUpdate: 'Give isStarred, isRead or folder to update.' }],
    [{ emailIds: [1], dataToUpdate: { isRead: 'yes', isStarred: 1 } }, { isRead: 'isRead must be true or false.', isStarred: 'isStarred must be true or false.' }],
    [{ emailIds: [1], dataToUpdate: { folder: 'starred', isRead: true } }, { folder: 'Folder must be one of: inbox, sent, draft, spam, trash.' }],
    ['not json', { emailIds: 'emailIds must be a non-empty list of email ids.', dataToUpdate: 'dataToUpdate must be an object.' }],
  ])('answers 400 for %j and changes nothing', async (request, errors) => {
    const before = await everyEmail();
    expect(await call('POST', '/apps/email/update-emails', request)).toEqual({ status: 400, body: { message: 'The email update is not valid.', errors } });
    expect(await everyEmail()).toEqual(before);
  });
});

describe('POST /apps/email/update-emails-label', () => {
  it('toggles the label on each email', async () => {
    const { status, body } = await call('POST', '/apps/email/update-emails-label', { emailIds: [1, 5], label: 'personal' });
    expect(status).toBe(200);
    expect((body as UpdatedEmailsResponse).emails.map((email) => email.labels)).toEqual([['company', 'important', 'personal'], []]);
    expect(ids((await list('?label=personal')).emails)).toEqual([1, 12]);
    await call('POST', '/apps/email/update-emails-label', { emailIds: [1], label: 'personal' });
    expect(ids((await list('?label=personal')).emails)).toEqual([12]);
  });

  it('answers 400 for an unknown label or bad ids and 404 for an unknown id, changing nothing', async () => {
    const before = await everyEmail();
    expect(await call('POST', '/apps/email/update-emails-label', { emailIds: [1], label: 'urgent' })).toEqual({
      status: 400,
      body: { message: 'The label update is not valid.', errors: { label: 'Label must be one of: personal, company, important, private.' } },
    });
    expect((await call('POST', '/apps/email/update-emails-label', { emailIds: 1, label: 'private' })).body).toMatchObject({ errors: { emailIds: 'emailIds must be a non-empty list of email ids.' } });
    expect((await call('POST', '/apps/email/update-emails-label', 'not json')).status).toBe(400);
    expect(await call('POST', '/apps/email/update-emails-label', { emailIds: [2, 404], label: 'private' })).toEqual({ status: 404, body: { message: 'Email 404 was not found.' } });
    expect(await everyEmail()).toEqual(before);
  });
});
