import type { ActionListResponse } from '@console/contracts';
import { distributionDomain } from '../domains/distribution';
import { mediaDomain } from '../domains/media';
import { withLoggedServer } from './action-log-test-kit';
import { changedFields, describeCall } from '.';

describe('changedFields', () => {
  it('lists what differs, cuts long values and ignores updatedAt', () => {
    expect(changedFields({ id: 1, title: 'A', tags: ['x'], updatedAt: '1' }, { id: 1, title: 'B', tags: ['x'], updatedAt: '2' })).toEqual([{ field: 'title', before: 'A', after: 'B' }]);
    const [change] = changedFields({ thumbnail: '' }, { thumbnail: `data:image/png;base64,${'a'.repeat(500)}` });
    expect(String(change?.after)).toMatch(/… \(522 characters\)$/);
  });

  it('lists nothing for a field empty on both sides: missing before a create, null after it', () => {
    expect(changedFields(null, { id: 3, name: 'Cedar', publishedAt: null })).toEqual([{ field: 'name', before: null, after: 'Cedar' }]);
  });
});

describe('describeCall', () => {
  it('reads the action and entity from the route', () => {
    expect(describeCall('put', '/api/media/videos/:id')).toEqual({ action: 'update', entityType: 'Video', entityPattern: '/api/media/videos/:id', collectionPattern: '/api/media/videos' });
    expect(describeCall('post', '/api/media/videos/bulk')).toMatchObject({ action: 'bulk', entityType: 'Video' });
    expect(describeCall('post', '/api/distribution/roku-channels/:id/publish')).toMatchObject({ action: 'publish', entityType: 'RokuChannel' });
    expect(describeCall('post', '/jwt/login')).toMatchObject({ action: 'sign-in', entityType: 'Session' });
  });
});

describe('the logged server', () => {
  const { log, signIn } = withLoggedServer((users, actionLog) => {
    const media = mediaDomain();
    const peers: Record<string, unknown> = { media: media.provides, 'action-log': actionLog };
    return [media, distributionDomain({ users, peer: <T,>(name: string) => peers[name] as T })];
  });

  it('records a sign-in and a video edit with who, what and the changed field', async () => {
    const call = await signIn('editor@demo.com', 'editor');
    const { video } = (await (await call('GET', '/api/media/videos/1')).json()) as { video: Record<string, unknown> };
    expect((await call('PUT', '/api/media/videos/1', { ...video, title: 'Renamed clip' })).status).toBe(200);
    expect(log.entries.map((entry) => `${entry.userName}: ${entry.action} ${entry.entityType}`)).toEqual(['Amira Haddad: sign-in Session', 'Amira Haddad: update Video']);
    expect(log.entries[1]).toMatchObject({ entityId: '1', userId: 3, changes: [{ field: 'title', before: video.title, after: 'Renamed clip' }] });
    // The name the summary quotes, apart, for a client that says the summary in its own language.
    expect(log.entries[1]).toMatchObject({ summary: 'update Video “Renamed clip”', name: 'Renamed clip' });
    expect(log.entries[0]).toMatchObject({ summary: 'sign-in Session “Amira Haddad”', name: 'Amira Haddad' });
    expect(log.entries[1]?.batch).toBeUndefined();
  });

  it('records a bulk action with the videos it reached and what it asked, not the caller as its subject', async () => {
    const call = await signIn('editor@demo.com', 'editor');
    expect((await call('POST', '/api/media/videos/bulk', { action: 'archive', ids: [4, 5] })).status).toBe(200);
    expect(log.entries[1]).toMatchObject({
      action: 'bulk',
      entityType: 'Video',
      entityId: null,
      summary: 'bulk archive: 2 Videos (#4, #5)',
      // What it changed of the videos (both published in the seed); what it asked is the batch's.
      changes: [{ field: 'status', before: 'published', after: 'archived' }],
    });
    // Its parts, apart, for a client that says them in its own language; no one record's name.
    expect(log.entries[1]?.batch).toEqual({ asked: 'archive', count: 2, ids: ['4', '5'] });
    expect(log.entries[1]?.name).toBeUndefined();
  });

  it('keeps the first five ids of a larger bulk call, and how many it named', async () => {
    const call = await signIn('editor@demo.com', 'editor');
    expect((await call('POST', '/api/media/videos/bulk', { action: 'publish', ids: [1, 2, 3, 4, 5, 6, 7] })).status).toBe(200);
    expect(log.entries[1]).toMatchObject({ summary: 'bulk publish: 7 Videos (#1, #2, #3, #4, #5, …)', batch: { asked: 'publish', count: 7, ids: ['1', '2', '3', '4', '5'] } });
  });

  it('records a sign-out by the user whose token it carries, and refuses one without a token', async () => {
    const call = await signIn('editor@demo.com', 'editor');
    expect((await call('POST', '/jwt/logout')).status).toBe(200);
    expect((await fetch('/jwt/logout', { method: 'POST' })).status).toBe(401);
    expect(log.entries.map((entry) => `${entry.userName}: ${entry.action} ${entry.entityType}`)).toEqual(['Amira Haddad: sign-in Session', 'Amira Haddad: sign-out Session']);
  });

  it('records no failed write and no read', async () => {
    const call = await signIn('admin@demo.com', 'admin');
    await call('PUT', '/api/media/videos/1', { title: '' });
    await call('GET', '/api/media/videos');
    expect(log.entries.map((entry) => entry.action)).toEqual(['sign-in']);
  });

  it('shows everyone their own actions and only administrators all of them', async () => {
    const admin = await signIn('admin@demo.com', 'admin');
    const client = await signIn('client@demo.com', 'client');
    expect((await client('GET', '/api/distribution/actions')).status).toBe(403);
    const mine = (await (await client('GET', '/api/distribution/actions/mine')).json()) as ActionListResponse;
    expect(mine.actions.map((entry) => entry.userName)).toEqual(['Luca Ferreira']);
    const all = (await (await admin('GET', '/api/distribution/actions?action=sign-in')).json()) as ActionListResponse;
    expect(all.total).toBe(2);
    expect((await fetch('/api/distribution/actions/mine')).status).toBe(401);
  });

  it('keeps the SDK key masked in the log when it is regenerated', async () => {
    const admin = await signIn('admin@demo.com', 'admin');
    const { sdkKey } = (await (await admin('POST', '/api/distribution/publishers/1/sdk-key')).json()) as { sdkKey: string };
    const entry = log.entries.at(-1);
    expect(entry).toMatchObject({ action: 'sdk-key', entityType: 'Publisher', entityId: '1' });
    expect(JSON.stringify(entry)).not.toContain(sdkKey);
    expect(entry?.changes.map((change) => change.field)).toEqual(['sdkKeyMasked']);
  });
});
