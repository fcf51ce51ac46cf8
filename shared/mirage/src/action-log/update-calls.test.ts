import type { AccountSettings, EmailResponse, PricingData, Task } from '@console/contracts';
import { contentPagesDomain } from '../domains/content-pages';
import { templateDemoDomain } from '../domains/template-demo';
import { navbarSearchDomain } from '../domains/template-demo/navbar-search-domain';
import { todoDomain } from '../domains/todo';
import { withLoggedServer } from './action-log-test-kit';
import { describeCall } from '.';

describe('describeCall of a POST that changes a record already there', () => {
  it.each([
    ['/apps/todo/update-task', 'Todo'],
    ['/apps/email/update-emails', 'Email'],
    ['/apps/email/update-emails-label', 'Email'],
    ['/api/bookmarks/update', 'Auth'],
    ['/blog/list/data/edit', 'Blog'],
    ['/faq/data/question', 'Faq'],
    ['/account-setting/general', 'General'],
    ['/account-setting/notification', 'Notification'],
    ['/account-setting/password', 'Password'],
  ])('calls %s an update of a %s', (pattern, entityType) => {
    expect(describeCall('post', pattern)).toMatchObject({ action: 'update', entityType });
  });

  it('still calls a POST to a collection a create, and reads an update word’s record in the collection it names', () => {
    expect(describeCall('post', '/apps/todo/add-tasks').action).toBe('create');
    expect(describeCall('post', '/api/media/videos').action).toBe('create');
    expect(describeCall('post', '/apps/todo/update-task').collectionPattern).toBe('/apps/todo/tasks');
  });
});

describe('the log of an update whose path names no id', () => {
  const { log, signInAdmin: signIn } = withLoggedServer((users) => [todoDomain(), contentPagesDomain({ users }), templateDemoDomain(), navbarSearchDomain()]);


  it('lists only the field a task update flipped, with its value before', async () => {
    const call = await signIn();
    const [task] = await call<Task[]>('GET', '/apps/todo/tasks');
    if (!task) throw new Error('no task seeded');
    await call('POST', '/apps/todo/update-task', { task: { ...task, isCompleted: !task.isCompleted } });
    expect(log.entries.at(-1)).toMatchObject({
      action: 'update',
      entityType: 'Todo',
      entityId: String(task.id),
      summary: `update Todo “${task.title}”`,
      name: task.title,
      changes: [{ field: 'isCompleted', before: task.isCompleted, after: !task.isCompleted }],
    });
  });

  it('lists only the account setting changed, read from the settings before the save', async () => {
    const call = await signIn();
    const { general } = await call<AccountSettings>('GET', '/account-setting/data');
    await call('POST', '/account-setting/general', { ...general, fullName: 'Nadia Renamed' });
    expect(log.entries.at(-1)).toMatchObject({ action: 'update', entityType: 'General', entityId: null, changes: [{ field: 'fullName', before: general.fullName, after: 'Nadia Renamed' }] });
  });

  it('reads a bookmark toggle by the id in its body', async () => {
    const call = await signIn();
    const { suggestions } = await call<{ suggestions: { id: number; isBookmarked: boolean }[] }>('GET', '/api/bookmarks/data');
    const page = suggestions[0];
    if (!page) throw new Error('no page seeded');
    await call('POST', '/api/bookmarks/update', { id: page.id });
    expect(log.entries.at(-1)).toMatchObject({ action: 'update', entityId: String(page.id), changes: [{ field: 'isBookmarked', before: page.isBookmarked, after: !page.isBookmarked }] });
  });

  it('records an update of several emails as one call on them, with what it set and the value before', async () => {
    const call = await signIn();
    const starred = await Promise.all([1, 2].map(async (id) => (await call<EmailResponse>('GET', `/apps/email/get-email?id=${id}`)).email.isStarred));
    // Email 1 is starred already: only email 2's star changes, from unstarred.
    expect(starred).toEqual([true, false]);
    await call('POST', '/apps/email/update-emails', { emailIds: [1, 2], dataToUpdate: { isStarred: true } });
    expect(log.entries.at(-1)).toMatchObject({ action: 'update', entityType: 'Email', entityId: null, summary: 'update: 2 Emails (#1, #2)', changes: [{ field: 'isStarred', before: false, after: true }] });
    // No `action` in its body: nothing asked besides the fields it set.
    expect(log.entries.at(-1)?.batch).toEqual({ count: 2, ids: ['1', '2'] });
  });

  it('lists the pricing plan and billing changed, read from the pricing data before the save', async () => {
    const call = await signIn();
    const { currentPlan, billing } = await call<PricingData>('GET', '/pricing/data');
    await call('POST', '/pricing/plan', { plan: 'enterprise', billing: 'yearly' });
    expect(log.entries.at(-1)).toMatchObject({
      action: 'update',
      entityType: 'Pricing',
      entityId: null,
      summary: 'update Pricing',
      changes: [
        { field: 'currentPlan', before: currentPlan, after: 'enterprise' },
        { field: 'billing', before: billing, after: 'yearly' },
      ],
    });
    expect(log.entries.at(-1)?.name).toBeUndefined();
  });
});
