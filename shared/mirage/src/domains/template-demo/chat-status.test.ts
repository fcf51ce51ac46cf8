import type { ChatsAndContactsResponse } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { templateDemoDomain } from '.';

const { call } = mockApi(() => [templateDemoDomain()]);

describe('POST /apps/chat/users/profile-user (extension)', () => {
  it('changes the profile user\'s status, and every read shows it', async () => {
    const { status, body } = await call('POST', '/apps/chat/users/profile-user', { status: 'busy' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 11, status: 'busy' });
    expect((await call('GET', '/apps/chat/users/profile-user')).body).toMatchObject({ status: 'busy' });
    expect(((await call('GET', '/apps/chat/chats-and-contacts')).body as ChatsAndContactsResponse).profileUser.status).toBe('busy');
  });

  it('answers 400 for an unknown status and keeps the old one', async () => {
    expect(await call('POST', '/apps/chat/users/profile-user', { status: 'asleep' })).toEqual({
      status: 400,
      body: { message: 'The status is not valid.', errors: { status: 'Status must be one of: online, offline, busy, away.' } },
    });
    expect((await call('GET', '/apps/chat/users/profile-user')).body).toMatchObject({ status: 'online' });
  });
});
