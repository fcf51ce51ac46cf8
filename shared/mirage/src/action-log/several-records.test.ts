import type { DemoEmail, EmailsResponse, VideoResponse } from '@console/contracts';
import { mediaDomain } from '../domains/media';
import { templateDemoDomain } from '../domains/template-demo';
import { withLoggedServer } from './action-log-test-kit';

describe('the log of a call on several records', () => {
  const { log, signInAdmin } = withLoggedServer(() => [templateDemoDomain(), mediaDomain()]);

  const pick = (emails: DemoEmail[], test: (email: DemoEmail) => boolean) => {
    const email = emails.find(test);
    if (!email) throw new Error('no such email seeded');
    return email;
  };

  it('reads each email before it is marked read, so the old value shows and one already read adds nothing', async () => {
    const call = await signInAdmin();
    const { emails } = await call<EmailsResponse>('GET', '/apps/email/emails?folder=inbox');
    const unread = pick(emails, (email) => !email.isRead);
    const read = pick(emails, (email) => email.isRead);
    await call('POST', '/apps/email/update-emails', { emailIds: [unread.id, read.id], dataToUpdate: { isRead: true } });
    expect(log.entries.at(-1)).toMatchObject({
      action: 'update',
      entityType: 'Email',
      entityId: null,
      batch: { count: 2, ids: [String(unread.id), String(read.id)] },
      changes: [{ field: 'isRead', before: false, after: true }],
    });
  });

  it('reads an email the inbox does not list, by its own GET', async () => {
    const call = await signInAdmin();
    const { emails } = await call<EmailsResponse>('GET', '/apps/email/emails?folder=spam');
    const spam = pick(emails, () => true);
    await call('POST', '/apps/email/update-emails', { emailIds: [spam.id], dataToUpdate: { folder: 'trash' } });
    expect(log.entries.at(-1)?.changes).toEqual([{ field: 'folder', before: 'spam', after: 'trash' }]);
  });

  it('lists each record’s different old values of one field', async () => {
    const call = await signInAdmin();
    const { emails } = await call<EmailsResponse>('GET', '/apps/email/emails?folder=spam');
    const { emails: sent } = await call<EmailsResponse>('GET', '/apps/email/emails?folder=sent');
    const ids = [pick(emails, () => true).id, pick(sent, () => true).id];
    await call('POST', '/apps/email/update-emails', { emailIds: ids, dataToUpdate: { folder: 'trash' } });
    expect(log.entries.at(-1)?.changes).toEqual([{ field: 'folder', before: ['spam', 'sent'], after: 'trash' }]);
  });

  it('records what a bulk action changed of each video, not the word it asked', async () => {
    const call = await signInAdmin();
    const [four, five] = await Promise.all([4, 5].map(async (id) => (await call<VideoResponse>('GET', `/api/media/videos/${id}`)).video));
    await call('POST', '/api/media/videos/bulk', { action: 'archive', ids: [4, 5] });
    const before = four?.status === five?.status ? four?.status : [four?.status, five?.status];
    expect(log.entries.at(-1)).toMatchObject({ action: 'bulk', batch: { asked: 'archive', count: 2 }, changes: [{ field: 'status', before, after: 'archived' }] });
  });

  it('records a bulk delete as a delete of its videos, with what they held', async () => {
    const call = await signInAdmin();
    const titles = await Promise.all([4, 5].map(async (id) => (await call<VideoResponse>('GET', `/api/media/videos/${id}`)).video.title));
    await call('POST', '/api/media/videos/bulk', { action: 'delete', ids: [4, 5] });
    const entry = log.entries.at(-1);
    expect(entry).toMatchObject({ action: 'delete', entityType: 'Video', entityId: null, summary: 'delete: 2 Videos (#4, #5)', batch: { count: 2, ids: ['4', '5'] } });
    expect(entry?.batch?.asked).toBeUndefined();
    expect(entry?.changes.map((change) => change.field)).not.toContain('action');
    expect(entry?.changes).toContainEqual({ field: 'title', before: titles, after: null });
  });
});
