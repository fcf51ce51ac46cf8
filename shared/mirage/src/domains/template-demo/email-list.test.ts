import { emailFolders, emailLabels, type DemoEmail, type EmailResponse, type EmailsResponse } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { templateDemoDomain } from '.';
import { seedEmails } from './email-seed';

const { get } = mockApi(() => [templateDemoDomain()]);
const listIds = async (query: string) =>
  ((await get(`/apps/email/emails${query}`)).body as EmailsResponse).emails.map((email) => email.id);

describe('GET /apps/email/emails', () => {
  it('defaults to the inbox, newest first, with the sidebar counters', async () => {
    const { status, body } = await get('/apps/email/emails');
    expect(status).toBe(200);
    const { emails, emailsMeta } = body as EmailsResponse;
    expect(emails.map((email) => email.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(emails[0]).toEqual(seedEmails()[0]);
    expect(emailsMeta).toEqual({ inbox: 4, draft: 2, spam: 2 }); // unread inbox, all drafts, unread spam
  });

  it('seeds every folder, label, starred and read state', () => {
    const emails = seedEmails();
    expect(new Set(emails.map((email) => email.folder))).toEqual(new Set(emailFolders));
    expect(new Set(emails.flatMap((email) => email.labels))).toEqual(new Set(emailLabels));
    expect(new Set(emails.map((email) => `${email.isStarred}/${email.isRead}`)).size).toBe(4);
  });

  it.each([
    ['inbox', [1, 2, 3, 4, 5, 6, 7, 8, 9]],
    ['sent', [10, 12, 11]],
    ['draft', [13, 14]],
    ['spam', [15, 16, 17]],
    ['trash', [18, 19, 20]],
    ['starred', [1, 10, 3, 6]], // starred anywhere but the trash (18 is starred in trash)
    ['nonsense', [1, 2, 3, 4, 5, 6, 7, 8, 9]], // unknown folder: the default
  ])('folder=%s lists %j', async (folder, expected) => {
    expect(await listIds(`?folder=${folder}`)).toEqual(expected);
  });

  it.each([
    ['personal', [12, 5]], // 19 is in the trash
    ['company', [1, 10, 2, 4, 6, 11, 14, 8]],
    ['important', [1, 3, 13, 7]],
    ['private', [7, 9]], // 20 is in the trash
  ])('label=%s alone lists that label in every folder but the trash: %j', async (label, expected) => {
    expect(await listIds(`?label=${label}`)).toEqual(expected);
  });

  it('combines folder and label, and ignores an unknown label', async () => {
    expect(await listIds('?folder=inbox&label=company')).toEqual([1, 2, 4, 6, 8]);
    expect(await listIds('?folder=trash&label=private')).toEqual([20]);
    expect(await listIds('?folder=starred&label=important')).toEqual([1, 3]);
    expect(await listIds('?label=urgent')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('searches subject, sender name and sender address case-insensitively', async () => {
    expect(await listIds('?q=AD%20RATES')).toEqual([2]);
    expect(await listIds('?q=grace')).toEqual([3]);
    expect(await listIds('?q=payroll%40studio')).toEqual([9]);
    expect(await listIds('?q=dinner&folder=sent')).toEqual([12]);
    expect(await listIds('?q=nothing-matches')).toEqual([]);
  });

  it('also searches the recipients (extension): Sent and Drafts show a mail by its recipient', async () => {
    expect(await listIds('?q=felix&folder=sent')).toEqual([11]); // Felix Brandt only receives
    expect(await listIds('?q=lucia.romero%40&folder=draft')).toEqual([14]);
    expect(await listIds('?q=felix')).toEqual([]); // the inbox has nothing to or from him
  });
});

describe('GET /apps/email/get-email', () => {
  it('answers { email } with its replies and does not mark it read', async () => {
    const { status, body } = await get('/apps/email/get-email?id=4');
    expect(status).toBe(200);
    expect((body as EmailResponse).email).toEqual(seedEmails()[3]);
    expect((body as EmailResponse).email.replies).toHaveLength(1);
    expect(((await get('/apps/email/get-email?id=1')).body as EmailResponse).email.isRead).toBe(false);
    expect(((await get('/apps/email/get-email?id=1')).body as EmailResponse).email.isRead).toBe(false);
  });

  it('answers 404 for an unknown id and 400 without a usable id', async () => {
    expect(await get('/apps/email/get-email?id=999')).toEqual({ status: 404, body: { message: 'Email 999 was not found.' } });
    const invalid = { status: 400, body: { message: 'An email id is required.', errors: { id: 'A whole positive email id is required.' } } };
    expect(await get('/apps/email/get-email')).toEqual(invalid);
    expect(await get('/apps/email/get-email?id=abc')).toEqual(invalid);
  });
});

describe('GET /apps/email/paginate-email', () => {
  const neighbour = async (dir: string, emailId: number) => {
    const { status, body } = await get(`/apps/email/paginate-email?dir=${dir}&emailId=${emailId}`);
    return { status, id: (body as Partial<EmailResponse>).email?.id, body };
  };

  it('answers the next or previous email of the same folder list', async () => {
    expect(await neighbour('next', 1)).toMatchObject({ status: 200, id: 2 });
    expect(await neighbour('previous', 2)).toMatchObject({ status: 200, id: 1 });
    expect(await neighbour('next', 10)).toMatchObject({ status: 200, id: 12 }); // sent is 10, 12, 11
    expect(((await neighbour('next', 13)).body as EmailResponse).email).toEqual(seedEmails()[13] as DemoEmail);
  });

  it('answers 404 at either end and for an unknown email, 400 for a bad dir or id', async () => {
    expect(await neighbour('previous', 1)).toEqual({ status: 404, id: undefined, body: { message: 'There is no previous email in inbox.' } });
    expect((await neighbour('next', 9)).body).toEqual({ message: 'There is no next email in inbox.' });
    expect((await neighbour('next', 20)).status).toBe(404);
    expect((await neighbour('next', 999)).body).toEqual({ message: 'Email 999 was not found.' });
    expect(await get('/apps/email/paginate-email?dir=sideways&emailId=1')).toEqual({
      status: 400,
      body: { message: 'The paging request is not valid.', errors: { dir: 'dir must be one of: previous, next.' } },
    });
    expect((await get('/apps/email/paginate-email?dir=next')).body).toMatchObject({ errors: { emailId: 'A whole positive email id is required.' } });
  });
});
