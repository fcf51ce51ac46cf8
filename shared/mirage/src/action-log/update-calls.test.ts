import type { AccountSettings, LoginResponse, Task } from '@console/contracts';
import { accessGuard, guardedServer } from '../access-guard';
import { authDomain, seedLoginUsers } from '../domains/auth';
import { contentPagesDomain } from '../domains/content-pages';
import { templateDemoDomain } from '../domains/template-demo';
import { navbarSearchDomain } from '../domains/template-demo/navbar-search-domain';
import { todoDomain } from '../domains/todo';
import { makeServer } from '../server';
import { createActionLog, describeCall, loggedServer } from '.';

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
  const users = seedLoginUsers();
  const log = createActionLog();
  let server: ReturnType<typeof makeServer> | undefined;
  beforeEach(() => {
    log.entries.length = 0;
    const guard = accessGuard(users);
    server = makeServer({ domains: [], guard });
    const logged = loggedServer(guardedServer(server, guard), log, users);
    for (const domain of [authDomain({ users }), todoDomain(), contentPagesDomain({ users }), templateDemoDomain(), navbarSearchDomain()]) domain.routes(logged);
  });
  afterEach(() => server?.shutdown());

  const signIn = async () => {
    const session = (await (await fetch('/jwt/login', { method: 'POST', body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }) })).json()) as LoginResponse;
    return async <T,>(method: string, url: string, body?: unknown) => {
      const response = await fetch(url, { method, headers: { Authorization: `Bearer ${session.accessToken}` }, body: body === undefined ? undefined : JSON.stringify(body) });
      expect(response.status).toBeLessThan(400);
      return (await response.json()) as T;
    };
  };

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

  it('records an update of several emails as one call on them, with what it set', async () => {
    const call = await signIn();
    await call('POST', '/apps/email/update-emails', { emailIds: [1, 2], dataToUpdate: { isStarred: true } });
    expect(log.entries.at(-1)).toMatchObject({ action: 'update', entityType: 'Email', entityId: null, summary: 'update: 2 Emails (#1, #2)', changes: [{ field: 'isStarred', before: null, after: true }] });
  });
});
