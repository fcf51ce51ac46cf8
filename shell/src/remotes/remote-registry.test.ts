import todoModule from '../../../remotes/todo/src/module';
import { remoteMeta } from '../../../remotes/todo/src/remote-meta';
import { manifestMetaField } from '@console/contracts';
import { useConsoleAreas } from '@console/runtime';
import { loadRemoteModule, readManifest } from './remote-source';
import { ensureRemote, findRemote, relistRemote, remoteLoadTimeoutMs } from './remote-registry';
import { clearRegistry, listed, mountListing } from './test-kit';
import { RemoteContractError } from './validate-remote-module';

jest.mock('./remote-source', () => ({ loadRemoteModule: jest.fn(), readManifest: jest.fn() }));

const loader = jest.mocked(loadRemoteModule);
const manifestReader = jest.mocked(readManifest);
const entry = 'https://cdn.example.com/todo/mf-manifest.json';
const todoLoad = () => findRemote('todo')?.load;

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

beforeEach(() => {
  loader.mockReset();
  manifestReader.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mountListing([listed(remoteMeta)]);
});

afterEach(() => {
  clearRegistry();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('ensureRemote', () => {
  it('shares one load between concurrent callers and records the module as ready', async () => {
    const load = deferred<unknown>();
    loader.mockReturnValue(load.promise);

    const first = ensureRemote('todo');
    const second = ensureRemote('todo');
    expect(todoLoad()).toEqual({ status: 'loading' });
    load.resolve({ default: todoModule });

    await expect(first).resolves.toBe(todoModule);
    await expect(second).resolves.toBe(todoModule);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith('todo', entry, false);
    expect(todoLoad()).toEqual({ status: 'ready', module: todoModule });

    // Once ready, it is not fetched again.
    await expect(ensureRemote('todo')).resolves.toBe(todoModule);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('records a failed load as an error, then retries with retry=true and succeeds', async () => {
    loader.mockRejectedValueOnce(new Error('remoteEntry 404'));
    await expect(ensureRemote('todo')).rejects.toThrow('remoteEntry 404');
    const failed = todoLoad();
    expect(failed?.status === 'error' && failed.error.message).toBe('remoteEntry 404');

    loader.mockResolvedValueOnce(todoModule);
    await expect(ensureRemote('todo')).resolves.toBe(todoModule);
    expect(loader).toHaveBeenLastCalledWith('todo', entry, true);
    expect(todoLoad()).toEqual({ status: 'ready', module: todoModule });
  });

  it('turns a thrown non-Error into an Error in the registry', async () => {
    loader.mockRejectedValueOnce('network down');
    await expect(ensureRemote('todo')).rejects.toBe('network down');
    const state = todoLoad();
    expect(state?.status === 'error' && state.error).toEqual(new Error('network down'));
  });

  it('records a module that breaks the contract as an error', async () => {
    loader.mockResolvedValueOnce({ default: { ...todoModule, meta: { ...remoteMeta, id: 'users' } } });
    await expect(ensureRemote('todo')).rejects.toThrow(RemoteContractError);
    expect(todoLoad()?.status).toBe('error');
  });

  it('fails clearly for a remote that is not mounted or not listed, without calling the loader', async () => {
    mountListing([listed(null)]);
    await expect(ensureRemote('todo')).rejects.toThrow('Remote “todo” is not mounted: The manifest could not be read (HTTP 404).');
    await expect(ensureRemote('shop')).rejects.toThrow('Remote “shop” is not mounted: it is not in remotes.json');
    expect(loader).not.toHaveBeenCalled();
  });

  it('gives up on a remote that never answers after remoteLoadTimeoutMs', async () => {
    jest.useFakeTimers();
    loader.mockReturnValue(new Promise<never>(() => undefined));

    const attempt = ensureRemote('todo');
    const outcome = expect(attempt).rejects.toThrow(`Remote “todo” did not answer within ${remoteLoadTimeoutMs / 1000} s.`);
    await jest.advanceTimersByTimeAsync(remoteLoadTimeoutMs - 1);
    expect(todoLoad()).toEqual({ status: 'loading' });
    await jest.advanceTimersByTimeAsync(1);
    await outcome;
    expect(todoLoad()?.status).toBe('error');

    // The next call starts a fresh attempt instead of waiting on the dead one.
    loader.mockResolvedValueOnce(todoModule);
    await expect(ensureRemote('todo')).resolves.toBe(todoModule);
    expect(loader).toHaveBeenLastCalledWith('todo', entry, true);
  });
});

describe('the listing', () => {
  it('logs why a remote is not mounted and publishes only mounted areas to the remotes', () => {
    const error = jest.mocked(console.error);
    mountListing([listed(remoteMeta), listed(null, { id: 'shop' })]);
    expect(error).toHaveBeenCalledWith('Remote “shop” is not mounted: The manifest could not be read (HTTP 404).');
    expect(useConsoleAreas.getState().areas).toEqual([{ id: 'todo', basePath: '/apps/todo' }]);
  });

  it('relistRemote reads the manifest afresh and mounts the remote when it is now valid', async () => {
    mountListing([listed(null)]);
    manifestReader.mockResolvedValueOnce({ [manifestMetaField]: { ...remoteMeta, basePath: '/login', nav: [], pages: [], records: [] } });
    await expect(relistRemote('todo')).resolves.toBe(false);
    expect(findRemote('todo')?.problem).toContain('clashes with the console’s own page /login');

    manifestReader.mockResolvedValueOnce({ [manifestMetaField]: remoteMeta });
    await expect(relistRemote('todo')).resolves.toBe(true);
    expect(manifestReader).toHaveBeenLastCalledWith('todo', entry, true);
    expect(findRemote('todo')).toMatchObject({ meta: remoteMeta, problem: null, load: { status: 'idle' } });
    expect(useConsoleAreas.getState().areas).toEqual([{ id: 'todo', basePath: '/apps/todo' }]);
  });
});
