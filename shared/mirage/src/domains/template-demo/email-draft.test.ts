import type { DemoEmail, EmailsResponse, SaveDraftResponse, SendEmailResponse } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { templateDemoDomain } from '.';
import { mailboxOwner } from './email-seed';

const { call } = mockApi(() => [templateDemoDomain()]);
const save = (body: unknown) => call('POST', '/apps/email/save-draft', body);
const send = (body: unknown) => call('POST', '/apps/email/send-email', body);
const folder = async (name: string) => ((await call('GET', `/apps/email/emails?folder=${name}`)).body as EmailsResponse).emails;
const ids = (emails: DemoEmail[]) => emails.map((email) => email.id);
// Seeded draft 13: to Amara Castellanos, "Programming slate for spring", labelled important.
const slate = { to: 'amara.castellanos@studio.example, mei.chen@studio.example', cc: '', bcc: 'grace.whitfield@studio.example', subject: 'Spring slate, revised', message: 'Two documentaries.\n\nOne live series.' };

describe('POST /apps/email/save-draft (extension)', () => {
  it('stores a new draft, which may have no recipient yet', async () => {
    const { status, body } = await save({ to: '', cc: '', subject: 'Half a thought', message: 'More later' });
    expect(status).toBe(201);
    const { email } = body as SaveDraftResponse;
    expect(email).toMatchObject({ id: 21, folder: 'draft', from: mailboxOwner, to: [], bcc: [], subject: 'Half a thought', message: '<p>More later</p>', isRead: true });
    expect(ids(await folder('draft'))).toEqual([21, 13, 14]);
    expect(((await call('GET', '/apps/email/emails')).body as EmailsResponse).emailsMeta.draft).toBe(3);
  });

  it('saves a draft again in place: same id, no copy, labels and known names kept', async () => {
    const { status, body } = await save({ id: 13, ...slate });
    expect(status).toBe(200);
    const { email } = body as SaveDraftResponse;
    expect(email).toMatchObject({
      id: 13,
      folder: 'draft',
      to: [{ name: 'Amara Castellanos', email: 'amara.castellanos@studio.example' }, { name: 'mei.chen', email: 'mei.chen@studio.example' }],
      bcc: ['grace.whitfield@studio.example'],
      subject: 'Spring slate, revised',
      message: '<p>Two documentaries.</p><p>One live series.</p>',
      labels: ['important'],
    });
    expect(ids(await folder('draft'))).toEqual([13, 14]);
    expect((await call('GET', '/apps/email/get-email?id=13')).body).toEqual({ email });
  });

  it('refuses an invalid draft, an unknown id and a mail that is no draft, and changes nothing', async () => {
    expect(await save({ id: 13, to: 'amara', cc: '', subject: ' ', message: '' })).toEqual({
      status: 400,
      body: { message: 'The draft is not valid.', errors: { to: 'Enter valid email addresses.', subject: 'Enter a subject.' } },
    });
    expect((await save({ id: 'x', ...slate, to: '' })).body).toMatchObject({ errors: { id: 'id must be a whole positive email id.' } });
    expect(await save({ id: 99, ...slate })).toEqual({ status: 404, body: { message: 'Email 99 was not found.' } });
    expect(await save({ id: 1, ...slate })).toEqual({ status: 409, body: { message: 'Email 1 is not a draft.' } });
    expect((await folder('draft')).map((email) => email.subject)).toEqual(['Programming slate for spring', 'Subtitle vendor shortlist']);
  });
});

describe('POST /apps/email/send-email with draftId (extension)', () => {
  it('sends the draft as edited: it leaves Drafts and is first in Sent, under its own id', async () => {
    const { status, body } = await send({ draftId: 14, ...slate, subject: 'Subtitle vendors' });
    expect(status).toBe(200);
    const { email } = body as SendEmailResponse;
    expect(email).toMatchObject({ id: 14, folder: 'sent', subject: 'Subtitle vendors', labels: ['company'], isRead: true });
    expect(ids(await folder('draft'))).toEqual([13]);
    expect((await folder('sent'))[0]).toEqual(email);
    expect(((await call('GET', '/apps/email/emails')).body as EmailsResponse).emailsMeta.draft).toBe(1);
  });

  it('needs a recipient to send, and refuses a mail that is no longer a draft', async () => {
    expect((await send({ draftId: 13, ...slate, to: '' })).body).toMatchObject({ errors: { to: 'Enter at least one recipient.' } });
    await send({ draftId: 13, ...slate });
    expect(await send({ draftId: 13, ...slate })).toEqual({ status: 409, body: { message: 'Email 13 is not a draft.' } });
    expect(ids(await folder('sent'))).toEqual([13, 10, 12, 11]);
  });
});
