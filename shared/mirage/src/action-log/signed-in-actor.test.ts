import type { ActionListResponse, User } from '@console/contracts';
import { distributionDomain } from '../domains/distribution';
import { mediaDomain } from '../domains/media';
import { usersDomain } from '../domains/users';
import { newUser } from '../domains/users/sample-new-user';
import { withLoggedServer } from './action-log-test-kit';

describe('the actor of a call whose answer carries a user', () => {
  const { log, signIn } = withLoggedServer((users, actionLog) => {
    const media = mediaDomain();
    const peers: Record<string, unknown> = { media: media.provides, 'action-log': actionLog };
    return [usersDomain(), media, distributionDomain({ users, peer: <T,>(name: string) => peers[name] as T })];
  });

  it('records an added user under the caller, not the account that shares the new id', async () => {
    const admin = await signIn('admin@demo.com', 'admin');
    const { user } = (await (await admin('POST', '/apps/users/add-user', newUser)).json()) as { user: User };
    expect(log.entries.at(-1)).toMatchObject({ userId: 1, userName: 'Nadia Okafor', action: 'create', entityType: 'User', entityId: String(user.id), name: 'Rina Sato' });
  });

  it('records a user deleted by ?id= under the caller, naming the deleted user and the fields it had', async () => {
    const admin = await signIn('admin@demo.com', 'admin');
    // User 3 shares its id with the editor's login account (Amira Haddad): not the one who deleted it.
    const { user } = (await (await admin('GET', '/api/users/user?id=3')).json()) as { user: User };
    expect((await admin('DELETE', '/apps/users/delete?id=3')).status).toBe(200);
    expect(log.entries.at(-1)).toMatchObject({
      userId: 1,
      userName: 'Nadia Okafor',
      action: 'delete',
      entityType: 'User',
      entityId: '3',
      name: user.fullName,
      summary: `delete User “${user.fullName}”`,
      path: '/apps/users/delete',
    });
    expect(log.entries.at(-1)?.changes).toContainEqual({ field: 'email', before: user.email, after: null });
  });

  it('lists both in the caller’s own actions', async () => {
    const admin = await signIn('admin@demo.com', 'admin');
    await admin('POST', '/apps/users/add-user', newUser);
    await admin('DELETE', '/apps/users/delete?id=3');
    const mine = (await (await admin('GET', '/api/distribution/actions/mine')).json()) as ActionListResponse;
    expect(mine.actions.map((entry) => `${entry.action} ${entry.entityType}`)).toEqual(['delete User', 'create User', 'sign-in Session']);
    const editor = await signIn('editor@demo.com', 'editor');
    const theirs = (await (await editor('GET', '/api/distribution/actions/mine')).json()) as ActionListResponse;
    expect(theirs.actions.map((entry) => entry.action)).toEqual(['sign-in']);
  });

  it('still records a sign-in and a registration under the account they answer', async () => {
    await signIn('client@demo.com', 'client');
    const registered = await fetch('/jwt/register', { method: 'POST', body: JSON.stringify({ username: 'maya', email: 'maya@example.com', password: 'Str0ng-pass' }) });
    expect(registered.status).toBe(200);
    expect(log.entries.map((entry) => `${entry.userName}: ${entry.action}`)).toEqual(['Luca Ferreira: sign-in', 'Maya: register']);
  });
});
