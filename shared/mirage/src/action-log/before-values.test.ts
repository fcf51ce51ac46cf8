import type { Brand, User, UserResponse } from '@console/contracts';
import { mediaDomain } from '../domains/media';
import { usersDomain } from '../domains/users';
import { withLoggedServer } from './action-log-test-kit';

// The values a record had before a write, for calls whose own area names the record only by `?id=`.
describe('the log keeps what a record was before the write', () => {
  const { log, signInAdmin } = withLoggedServer(() => [usersDomain(), mediaDomain()]);


  it('lists only the field a user update changed, with its value before', async () => {
    const call = await signInAdmin();
    const [user] = await call<User[]>('GET', '/api/users/list/all-data');
    if (!user) throw new Error('no user seeded');
    const { id, ...fields } = user;
    await call<UserResponse>('PUT', `/apps/users/update-user?id=${id}`, { ...fields, company: 'Cedar Media' });
    expect(log.entries.at(-1)).toMatchObject({
      action: 'update',
      entityType: 'User',
      entityId: String(id),
      name: user.fullName,
      changes: [{ field: 'company', before: user.company, after: 'Cedar Media' }],
    });
  });

  it('says what a deleted user was, field by field, read before the delete', async () => {
    const call = await signInAdmin();
    const [, user] = await call<User[]>('GET', '/api/users/list/all-data');
    if (!user) throw new Error('no user seeded');
    await call('DELETE', `/apps/users/delete?id=${user.id}`);
    const entry = log.entries.at(-1);
    expect(entry).toMatchObject({ action: 'delete', entityId: String(user.id), name: user.fullName });
    expect(entry?.changes).toContainEqual({ field: 'email', before: user.email, after: null });
  });

  it('lists no empty field of a deleted brand as a change from empty to empty', async () => {
    const call = await signInAdmin();
    const created = await call<{ brand: Brand } | Brand>('POST', '/api/media/brands', { name: 'Plain Brand', slug: 'plain-brand', colour: '#336699', logo: '', status: 'active' });
    const brand = 'brand' in created ? created.brand : created;
    expect(log.entries.at(-1)?.changes.map(({ field }) => field)).not.toContain('logo');
    await call('DELETE', `/api/media/brands/${brand.id}`);
    const changes = log.entries.at(-1)?.changes ?? [];
    expect(changes).toContainEqual({ field: 'name', before: 'Plain Brand', after: null });
    expect(changes.map(({ field }) => field)).not.toContain('logo');
  });
});
