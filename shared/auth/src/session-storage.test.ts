import { developmentUser, isAwaitingSignIn, persistSession, useSessionStore } from './session-store';
import { holdUnsavedInput } from './unsaved-input';
import { defaultStorageKeys, loadSession, storageKeysFrom } from './session-storage';
import { fakeToken } from './test-tokens';

const keys = { userData: 'app.user', accessToken: 'app.access', refreshToken: 'app.refresh' };
const later = () => Date.now() + 600_000;

function store(user: unknown, access = fakeToken('a', later()), refresh = fakeToken('r', later())) {
  localStorage.setItem(keys.userData, typeof user === 'string' ? user : JSON.stringify(user));
  localStorage.setItem(keys.accessToken, access);
  localStorage.setItem(keys.refreshToken, refresh);
}

afterEach(() => {
  localStorage.clear();
  useSessionStore.getState().signOut();
});

describe('storage key names', () => {
  it('come from the deployment config, with the defaults for anything missing', () => {
    expect(storageKeysFrom({})).toEqual(defaultStorageKeys);
    expect(storageKeysFrom({ storageKeys: { accessToken: 'cms.jwt', refreshToken: '' } })).toEqual({ ...defaultStorageKeys, accessToken: 'cms.jwt' });
  });
});

describe('loading the stored session', () => {
  it('restores a whole session', () => {
    store(developmentUser);
    expect(loadSession(localStorage, keys).session?.user.email).toBe('admin@demo.com');
  });

  it.each([
    ['invalid JSON', '{"id": 1,'],
    ['a user without an ability list', { ...developmentUser, ability: undefined }],
    ['a tampered ability list', { ...developmentUser, ability: [{ action: 'manage', subject: 'all', conditions: { x: 1 } }] }],
    ['an unknown action', { ...developmentUser, ability: [{ action: 'hack', subject: 'all' }] }],
    ['an ability that is not a list', { ...developmentUser, ability: 'manage all' }],
    // Read by the navbar (the avatar's initials, the cart count): a user lacking them crashed it.
    ['a user without a full name', { ...developmentUser, fullName: undefined }],
    ['a user without a username', { ...developmentUser, username: undefined }],
    ['a user without the cart count', { ...developmentUser, extras: undefined }],
  ])('treats %s as unreadable and clears the keys', (_case, user) => {
    store(user);
    expect(loadSession(localStorage, keys)).toEqual({ session: null, why: 'unreadable' });
    expect(localStorage.getItem(keys.accessToken)).toBeNull();
  });

  it('treats an expired refresh token as an expired session', () => {
    store(developmentUser, fakeToken('a', Date.now() - 1000), fakeToken('r', Date.now() - 1000));
    expect(loadSession(localStorage, keys)).toEqual({ session: null, why: 'expired' });
  });

  it('tells nothing stored from a session that cannot be used', () => {
    expect(loadSession(localStorage, keys)).toEqual({ session: null, why: 'absent' });
    localStorage.setItem(keys.refreshToken, 'not a token');
    expect(loadSession(localStorage, keys)).toEqual({ session: null, why: 'unreadable' });
  });

  it('signs out saying why when the stored session is not usable', () => {
    store(developmentUser, fakeToken('a', Date.now() - 1000), fakeToken('r', Date.now() - 1000));
    const stop = persistSession(localStorage, keys);
    expect(useSessionStore.getState()).toMatchObject({ user: null, endedBecause: 'expired' });
    stop();
  });

  it('keeps a session whose access token expired but whose refresh token is good (it refreshes on use)', () => {
    store(developmentUser, fakeToken('a', Date.now() - 1000));
    expect(loadSession(localStorage, keys).session).not.toBeNull();
  });
});

describe('the session store', () => {
  it('persists sign-in, the new-user action and sign-out under the configured keys', () => {
    const stop = persistSession(localStorage, keys);
    const accessToken = fakeToken('a', later());
    useSessionStore.getState().signIn({ user: developmentUser, accessToken, refreshToken: fakeToken('r', later()) });
    expect(localStorage.getItem(keys.accessToken)).toBe(accessToken);
    expect(useSessionStore.getState().ability.can('manage', 'all')).toBe(true);

    useSessionStore.getState().setUser({ ...developmentUser, fullName: 'Renamed', ability: [{ action: 'read', subject: 'ACL' }] });
    expect(JSON.parse(localStorage.getItem(keys.userData) ?? '{}')).toMatchObject({ fullName: 'Renamed' });
    expect(useSessionStore.getState().ability.can('read', 'Todo')).toBe(false);

    useSessionStore.getState().signOut();
    expect([localStorage.getItem(keys.userData), localStorage.getItem(keys.accessToken), localStorage.getItem(keys.refreshToken)]).toEqual([null, null, null]);
    stop();
  });

  it('signed out, the ability is the spec default: read Auth only', () => {
    const { ability } = useSessionStore.getState();
    expect(ability.can('read', 'Auth')).toBe(true);
    expect(ability.can('read', 'ACL')).toBe(false);
  });

  it('restores from storage on start', () => {
    store(developmentUser);
    const stop = persistSession(localStorage, keys);
    expect(useSessionStore.getState().user?.email).toBe('admin@demo.com');
    stop();
  });
});

describe('another tab of the same console', () => {
  /** What the browser does in this tab when another tab changes local storage. */
  const otherTabWrote = (key: string | null) => window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));

  it('signing out there signs out here', () => {
    store(developmentUser);
    const stop = persistSession(localStorage, keys);
    localStorage.clear();
    otherTabWrote(keys.accessToken);
    expect(useSessionStore.getState()).toMatchObject({ user: null, endedBecause: 'elsewhere' });
    stop();
  });

  it('a sign-out there keeps this page while it holds unsaved input: its user stays, to sign in again over it', () => {
    store(developmentUser);
    const stop = persistSession(localStorage, keys);
    const release = holdUnsavedInput();
    localStorage.clear();
    otherTabWrote(keys.accessToken);
    expect(useSessionStore.getState()).toMatchObject({ user: { email: developmentUser.email }, accessToken: null, endedBecause: 'elsewhere' });
    expect(isAwaitingSignIn(useSessionStore.getState())).toBe(true);
    release();
    stop();
  });

  it('an unreadable session written there signs out here saying so, while a sign-out there half done is a sign-out', () => {
    store(developmentUser);
    const stop = persistSession(localStorage, keys);
    localStorage.setItem(keys.userData, '{"id": 1,');
    otherTabWrote(keys.userData);
    expect(useSessionStore.getState()).toMatchObject({ user: null, endedBecause: 'unreadable' });
    stop();

    store(developmentUser);
    const again = persistSession(localStorage, keys);
    localStorage.removeItem(keys.userData); // the tokens go next
    otherTabWrote(keys.userData);
    expect(useSessionStore.getState()).toMatchObject({ user: null, endedBecause: 'elsewhere' });
    again();
  });

  it("another account signing in there ends this tab's session without touching the other tab's", () => {
    store(developmentUser);
    const stop = persistSession(localStorage, keys);
    const client = { ...developmentUser, id: 2, email: 'client@demo.com', ability: [{ action: 'read', subject: 'ACL' }] };
    store(client);
    otherTabWrote(keys.userData);
    expect(useSessionStore.getState()).toMatchObject({ user: null, endedBecause: 'switched' });
    expect(loadSession(localStorage, keys).session?.user.email).toBe('client@demo.com');
    stop();
  });

  it("the same account's refreshed tokens and new name there are taken over here", () => {
    store(developmentUser);
    const stop = persistSession(localStorage, keys);
    const fresh = fakeToken('a2', later());
    store({ ...developmentUser, fullName: 'Renamed elsewhere' }, fresh);
    otherTabWrote(keys.accessToken);
    expect(useSessionStore.getState()).toMatchObject({ accessToken: fresh, user: { fullName: 'Renamed elsewhere' } });
    stop();
  });

  it('an expired session here leaves storage to the other tabs, and signing in again here renews theirs', () => {
    store(developmentUser);
    const stop = persistSession(localStorage, keys);
    const stored = localStorage.getItem(keys.refreshToken);
    useSessionStore.getState().expire();
    expect(useSessionStore.getState()).toMatchObject({ user: { email: developmentUser.email }, accessToken: null, endedBecause: 'expired' });
    expect(localStorage.getItem(keys.refreshToken)).toBe(stored);

    const accessToken = fakeToken('again', later());
    useSessionStore.getState().signIn({ user: developmentUser, accessToken, refreshToken: fakeToken('r2', later()) });
    expect(localStorage.getItem(keys.accessToken)).toBe(accessToken);
    stop();
  });

  it('a tab asking its user to sign in again is signed in by the same account signing in in another tab', () => {
    store(developmentUser);
    const stop = persistSession(localStorage, keys);
    useSessionStore.getState().expire();
    const fresh = fakeToken('there', later());
    store(developmentUser, fresh);
    otherTabWrote(keys.accessToken);
    expect(useSessionStore.getState()).toMatchObject({ user: { email: developmentUser.email }, accessToken: fresh });
    stop();
  });

  it('a change to keys that are not the session is ignored', () => {
    store(developmentUser);
    const stop = persistSession(localStorage, keys);
    localStorage.removeItem(keys.accessToken);
    otherTabWrote('layoutSettings');
    expect(useSessionStore.getState().user?.email).toBe('admin@demo.com');
    stop();
  });
});
