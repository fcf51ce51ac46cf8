import type { RecordSearchMeta } from '@console/contracts';
import { foundRecords } from './record-search';

const users: RecordSearchMeta = { group: 'meta.menu', api: '/api/users/list/data', list: 'users', title: 'fullName', detail: 'email', to: '/apps/user/view/{id}' };

describe('foundRecords', () => {
  it('lists at most 4 records, with their name, detail and page', () => {
    const answer = { users: Array.from({ length: 6 }, (_, i) => ({ id: i + 1, fullName: `User ${i + 1}`, email: `u${i + 1}@x.example` })), total: 6 };
    const found = foundRecords(users, answer);
    expect(found).toHaveLength(4);
    expect(found[0]).toEqual({ title: 'User 1', detail: 'u1@x.example', to: '/apps/user/view/1' });
  });

  it('leaves out a record without a name or a page, and shows no detail when it has none', () => {
    const answer = { users: [{ id: 1 }, { fullName: 'No id' }, 'Maya', { id: 2, fullName: 'Omar Haddad' }] };
    expect(foundRecords(users, answer)).toEqual([{ title: 'Omar Haddad', detail: '', to: '/apps/user/view/2' }]);
  });

  it('reads the answer itself as the list when no field is named', () => {
    expect(foundRecords({ ...users, list: undefined }, [{ id: 5, fullName: 'Aiko Tanaka' }])).toEqual([{ title: 'Aiko Tanaka', detail: '', to: '/apps/user/view/5' }]);
  });

  it('fails on an answer with no list where one should be, so the search can say so', () => {
    expect(() => foundRecords(users, { people: [] })).toThrow('The answer of /api/users/list/data has no list of records');
    expect(() => foundRecords(users, null)).toThrow();
  });
});
