import type { LogAction } from '@console/contracts/src/distribution';
import { listActions } from './action-routes';

const entry = (id: number, at: string): LogAction => ({ id, at, userId: 1, userName: 'Nadia Okafor', action: 'update', entityType: 'Video', entityId: String(id), summary: `update Video ${id}`, method: 'PUT', path: `/api/media/videos/${id}`, changes: [] });
const log = [entry(1, '2026-11-04T10:59:59.999Z'), entry(2, '2026-11-04T11:00:00.000Z'), entry(3, '2026-11-05T10:59:59.999Z'), entry(4, '2026-11-05T11:00:00.000Z')];
const ids = (query: Record<string, string>) => listActions(log, (name) => query[name] ?? '').actions.map((action) => action.id);

describe('the action log between two bounds', () => {
  it('takes a day as the UTC day, both ends included', () => {
    expect(ids({ from: '2026-11-05', to: '2026-11-05' })).toEqual([4, 3]);
    expect(ids({ from: '2026-11-04' })).toEqual([4, 3, 2, 1]);
    expect(ids({ to: '2026-11-04' })).toEqual([2, 1]);
  });

  it('takes exact moments, both included: a reader’s own day in Auckland (UTC+13)', () => {
    // 5 November in Auckland: from 4 November 11:00 UTC to 5 November 10:59:59.999 UTC.
    expect(ids({ from: '2026-11-04T11:00:00.000Z', to: '2026-11-05T10:59:59.999Z' })).toEqual([3, 2]);
  });

  it('reads a bound it cannot read as no bound', () => {
    expect(ids({ from: 'soon', to: '' })).toEqual([4, 3, 2, 1]);
  });
});

it('offers each user in the User filter by their newest name (one renamed since their first entries)', () => {
  const renamed = [...log, { ...entry(5, '2026-11-06T09:00:00.000Z'), userName: 'Nadia Berg' }];
  expect(listActions(renamed, () => '').facets.users).toEqual([{ id: 1, name: 'Nadia Berg' }]);
});
