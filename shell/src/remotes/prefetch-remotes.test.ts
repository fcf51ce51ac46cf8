import { waitFor } from '@testing-library/react';
import type { RemoteMeta, RemoteModule } from '@console/contracts';
import { prefetchRemote, prefetchRemotesWhenIdle } from './prefetch-remotes';
import { ensureRemote, findRemote } from './remote-registry';
import { loadRemoteModule } from './remote-source';
import { clearRegistry, listed, mountListing, todoMeta } from './test-kit';

jest.mock('./remote-source', () => ({ loadRemoteModule: jest.fn(), readManifest: jest.fn() }));
const loader = jest.mocked(loadRemoteModule);

const todo = todoMeta();
const users = todoMeta({ id: 'users', basePath: '/apps/user', nav: [{ label: 'meta.menu', to: '/apps/user', order: 30 }], texts: { en: { meta: { menu: 'Users' } } } });
const manifestOf = (meta: RemoteMeta) => `https://cdn.example.com/${meta.id}/mf-manifest.json`;

/** A module for `meta` with an index page and an "important" page whose code loads are observed. */
function observedModule(meta: RemoteMeta) {
  const page = () => null;
  const index = jest.fn(async () => ({ default: page }));
  const important = jest.fn(async () => ({ default: page }));
  const module: RemoteModule = { meta, routes: [{ path: '', load: index }, { path: 'important', load: important }] };
  return { module, index, important };
}

// The browser's idle moments, run by the test when it says so.
const idle: (() => void)[] = [];
beforeEach(() => {
  idle.length = 0;
  window.requestIdleCallback = (callback) => idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
  loader.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mountListing([listed(todo), listed(users)]);
});
afterEach(() => {
  clearRegistry();
  jest.restoreAllMocks();
});

describe('prefetchRemote (a menu entry hovered or focused)', () => {
  it('loads the remote’s module and the code of the page the entry opens, ahead of the click', async () => {
    const { module, index, important } = observedModule(todo);
    loader.mockResolvedValue(module);
    prefetchRemote('todo', '/apps/todo/important');
    await waitFor(() => expect(important).toHaveBeenCalledTimes(1));
    expect(loader).toHaveBeenCalledWith('todo', manifestOf(todo), false);
    expect(index).not.toHaveBeenCalled();
    expect(findRemote('todo')?.load).toEqual({ status: 'ready', module });
  });

  it('stays quiet when the remote fails (not unavailable); the click after it retries with a forced registration', async () => {
    const { module } = observedModule(todo);
    loader.mockRejectedValueOnce(new Error('remoteEntry 503')).mockResolvedValue(module);
    prefetchRemote('todo', '/apps/todo');
    await waitFor(() => expect(findRemote('todo')?.load).toEqual({ status: 'idle', failedQuietly: true }));
    await expect(ensureRemote('todo')).resolves.toBe(module);
    expect(loader).toHaveBeenLastCalledWith('todo', manifestOf(todo), true);
  });

  it('a failure is the remote’s error once a navigation that needs it joined the prefetch', async () => {
    let fail: (error: Error) => void = () => undefined;
    loader.mockReturnValue(new Promise((_resolve, reject) => (fail = reject)));
    prefetchRemote('todo', '/apps/todo');
    const opened = ensureRemote('todo');
    fail(new Error('remoteEntry 503'));
    await expect(opened).rejects.toThrow('remoteEntry 503');
    expect(findRemote('todo')?.load).toMatchObject({ status: 'error' });
  });
});

describe('prefetchRemotesWhenIdle (after the first paint)', () => {
  it('loads the other mounted remotes one at a time, each when the browser is idle', async () => {
    loader.mockImplementation(async (id) => observedModule(id === 'todo' ? todo : users).module);
    prefetchRemotesWhenIdle();
    expect(loader).not.toHaveBeenCalled();

    idle.shift()?.();
    await waitFor(() => expect(findRemote('todo')?.load.status).toBe('ready'));
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith('todo', manifestOf(todo), false);

    // The next remote waits for the next idle moment, asked for only once the first has loaded.
    await waitFor(() => expect(idle).toHaveLength(1));
    idle.shift()?.();
    await waitFor(() => expect(findRemote('users')?.load.status).toBe('ready'));
    expect(loader).toHaveBeenLastCalledWith('users', manifestOf(users), false);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('skips remotes already loaded (the page’s own) and keeps going past one that fails', async () => {
    const third = todoMeta({ id: 'cards', basePath: '/cards', nav: [{ label: 'meta.menu', to: '/cards', order: 40 }] });
    mountListing([listed(todo), listed(users), listed(third)]);
    loader.mockImplementation(async (id) => {
      if (id === 'users') throw new Error('remoteEntry 503');
      return observedModule(id === 'todo' ? todo : third).module;
    });
    await ensureRemote('todo');
    loader.mockClear();

    prefetchRemotesWhenIdle();
    idle.shift()?.();
    await waitFor(() => expect(findRemote('users')?.load).toEqual({ status: 'idle', failedQuietly: true }));
    await waitFor(() => expect(idle).toHaveLength(1));
    idle.shift()?.();
    await waitFor(() => expect(findRemote('cards')?.load.status).toBe('ready'));
    expect(loader.mock.calls.map(([id]) => id)).toEqual(['users', 'cards']);
  });
});
