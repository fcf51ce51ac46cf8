import todoModule from '../../../remotes/todo/src/module';
import { loadRemoteModule } from './load-remote-module';
import { ensureRemote, remoteLoadTimeoutMs, setRemoteLocations, useRemoteRegistry } from './remote-registry';
import { RemoteContractError } from './validate-remote-module';

jest.mock('./load-remote-module', () => ({ loadRemoteModule: jest.fn() }));

const loader = jest.mocked(loadRemoteModule);
const entry = 'https://cdn.example.com/todo/mf-manifest.json';
const todoState = () => useRemoteRegistry.getState().remotes.todo;

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  loader.mockReset();
  useRemoteRegistry.setState({ locations: {}, remotes: {} });
  setRemoteLocations({ todo: entry });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('ensureRemote', () => {
  it('shares one load between concurrent callers and records the module as ready', async () => {
    const load = deferred<unknown>();
    loader.mockReturnValue(load.promise);

    const first = ensureRemote('todo');
    const second = ensureRemote('todo');
    expect(todoState()).toEqual({ status: 'loading' });
    load.resolve({ default: todoModule });

    await expect(first).resolves.toBe(todoModule);
    await expect(second).resolves.toBe(todoModule);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith('todo', entry, false);
    expect(todoState()).toEqual({ status: 'ready', module: todoModule });

    // Once ready, it is not fetched again.
    await expect(ensureRemote('todo')).resolves.toBe(todoModule);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('records a failed load as an error, then retries with retry=true and succeeds', async () => {
    loader.mockRejectedValueOnce(new Error('manifest 404'));
    await expect(ensureRemote('todo')).rejects.toThrow('manifest 404');
    const failed = todoState();
    expect(failed?.status).toBe('error');
    expect(failed?.status === 'error' && failed.error.message).toBe('manifest 404');

    loader.mockResolvedValueOnce(todoModule);
    await expect(ensureRemote('todo')).resolves.toBe(todoModule);
    expect(loader).toHaveBeenCalledTimes(2);
    expect(loader).toHaveBeenLastCalledWith('todo', entry, true);
    expect(todoState()).toEqual({ status: 'ready', module: todoModule });
  });

  it('turns a thrown non-Error into an Error in the registry', async () => {
    loader.mockRejectedValueOnce('network down');
    await expect(ensureRemote('todo')).rejects.toBe('network down');
    const state = todoState();
    expect(state?.status === 'error' && state.error).toEqual(new Error('network down'));
  });

  it('records a module that breaks the contract as an error', async () => {
    loader.mockResolvedValueOnce({ default: { ...todoModule, id: 'users' } });
    await expect(ensureRemote('todo')).rejects.toThrow(RemoteContractError);
    expect(todoState()?.status).toBe('error');
  });

  it('fails clearly for a remote with no location, without calling the loader', async () => {
    setRemoteLocations({});
    await expect(ensureRemote('todo')).rejects.toThrow('Remote "todo" has no location in remotes.json.');
    expect(loader).not.toHaveBeenCalled();
    expect(todoState()?.status).toBe('error');
  });

  it('gives up on a remote that never answers after remoteLoadTimeoutMs', async () => {
    jest.useFakeTimers();
    loader.mockReturnValue(new Promise<never>(() => undefined));

    const attempt = ensureRemote('todo');
    const outcome = expect(attempt).rejects.toThrow(`Remote "todo" did not answer within ${remoteLoadTimeoutMs / 1000} s.`);

    await jest.advanceTimersByTimeAsync(remoteLoadTimeoutMs - 1);
    expect(todoState()).toEqual({ status: 'loading' });

    await jest.advanceTimersByTimeAsync(1);
    await outcome;
    expect(todoState()?.status).toBe('error');

    // The next call starts a fresh attempt instead of waiting on the dead one.
    loader.mockResolvedValueOnce(todoModule);
    await expect(ensureRemote('todo')).resolves.toBe(todoModule);
    expect(loader).toHaveBeenLastCalledWith('todo', entry, true);
  });
});
