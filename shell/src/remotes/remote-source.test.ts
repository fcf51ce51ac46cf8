import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteModule, readManifest, remoteEntryOf, setManifestFetch } from './remote-source';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => ({ default: 'the module' })),
  registerRemotes: jest.fn(),
}));

const manifestUrl = 'https://cdn.example.com/content-pages/mf-manifest.json';
/** A manifest as a remote's build writes it (publicPath 'auto': its files beside it); `url` tells which request answered. */
const manifestAt = (url: string) => ({ name: 'content_pages', url, metaData: { globalName: 'content_pages', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } } });
const browserFetch = jest.fn(async (url: string) => new Response(JSON.stringify(manifestAt(url)), { status: url.includes('missing') ? 404 : 200 }));
/** What the runtime is given for the remote whose manifest is at `url`. */
const registered = (url: string) => ({ name: 'content_pages', entry: new URL('remoteEntry.js', url).href, entryGlobalName: 'content_pages', type: 'global' });

beforeEach(() => {
  jest.clearAllMocks();
  setManifestFetch(browserFetch as unknown as typeof fetch);
});

it('registers a remote under its container name, then loads its ./module', async () => {
  await expect(loadRemoteModule('content-pages', manifestUrl)).resolves.toEqual({ default: 'the module' });
  expect(registerRemotes).toHaveBeenCalledWith([registered(manifestUrl)], undefined);
  expect(loadRemote).toHaveBeenCalledWith('content_pages/module');
  // The runtime knows a remote only once it is registered: loading first would fail in a browser.
  expect(jest.mocked(registerRemotes).mock.invocationCallOrder[0]).toBeLessThan(jest.mocked(loadRemote).mock.invocationCallOrder[0]!);
});

it('re-registers with force on a retry, so the runtime drops what it cached from the failure', async () => {
  await loadRemoteModule('content-pages', manifestUrl, true);
  expect(registerRemotes).toHaveBeenCalledWith([registered(manifestUrl)], { force: true });
});

it('a retry whose first attempt fails tries once more (a failed preload answers the first reuse)', async () => {
  const leftover = Object.assign(document.createElement('script'), { src: 'https://cdn.example.com/content-pages/federated/928.js' });
  jest.mocked(loadRemote).mockImplementationOnce(async () => {
    document.head.append(leftover); // the failed attempt's own tag
    throw new Error('Loading chunk 928 failed.');
  });
  await expect(loadRemoteModule('content-pages', manifestUrl, true)).resolves.toEqual({ default: 'the module' });
  expect(loadRemote).toHaveBeenCalledTimes(2);
  // The second try starts as clean as the first: forced registration, the failed tag gone.
  expect(registerRemotes).toHaveBeenNthCalledWith(2, [registered(manifestUrl)], { force: true });
  expect(leftover.isConnected).toBe(false);

  // A first load (not a retry) fails at once: the error card reports it.
  jest.mocked(loadRemote).mockClear().mockRejectedValueOnce(new Error('remoteEntry 404'));
  await expect(loadRemoteModule('flaky', 'https://cdn.example.com/flaky/mf-manifest.json')).rejects.toThrow('remoteEntry 404');
  expect(loadRemote).toHaveBeenCalledTimes(1);
});

it('a retry removes the remote’s script and preload tags a failed attempt left in the page', async () => {
  const stale = Object.assign(document.createElement('link'), { rel: 'preload', href: 'https://cdn.example.com/content-pages/federated/1.js' });
  const other = Object.assign(document.createElement('script'), { src: 'https://cdn.example.com/shop/remoteEntry.js' });
  document.head.append(stale, other);
  await loadRemoteModule('content-pages', manifestUrl, true);
  expect(stale.isConnected).toBe(false);
  expect(other.isConnected).toBe(true);
});

it('shares the first load of a remote between its early start and the router', async () => {
  const manifest = 'https://cdn.example.com/shared-first/mf-manifest.json';
  const [early, router] = await Promise.all([loadRemoteModule('shared-first', manifest), loadRemoteModule('shared-first', manifest)]);
  expect(early).toBe(router);
  expect(loadRemote).toHaveBeenCalledTimes(1);
  expect(registerRemotes).toHaveBeenCalledTimes(1);
});

it('does not keep a failed first load: the next load (an idle prefetch, a hover) tries again', async () => {
  const manifest = 'https://cdn.example.com/early-failure/mf-manifest.json';
  jest.mocked(loadRemote).mockRejectedValueOnce(new Error('remoteEntry 503'));
  await expect(loadRemoteModule('early-failure', manifest)).rejects.toThrow('remoteEntry 503');
  await expect(loadRemoteModule('early-failure', manifest)).resolves.toEqual({ default: 'the module' });
  expect(loadRemote).toHaveBeenCalledTimes(2);
});

it('fetches a manifest once with the browser’s fetch, for the metadata and for the entry the runtime is given', async () => {
  const url = 'https://cdn.example.com/once/mf-manifest.json';
  await expect(readManifest('content-pages', url)).resolves.toEqual(manifestAt(url));
  await loadRemoteModule('content-pages', url);
  expect(browserFetch).toHaveBeenCalledTimes(1);
  expect(registerRemotes).toHaveBeenCalledWith([registered(url)], undefined);
});

describe('remoteEntryOf', () => {
  const meta = (metaData: object) => ({ metaData: { globalName: 'shop', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, ...metaData } });

  it('finds the entry beside the manifest when its public path is auto, under the path it names otherwise', () => {
    const at = 'https://cdn.example.com/shop/v2/mf-manifest.json';
    expect(remoteEntryOf(at, meta({ publicPath: 'auto' })).entry).toBe('https://cdn.example.com/shop/v2/remoteEntry.js');
    expect(remoteEntryOf(at, meta({ publicPath: 'https://static.example.com/shop' })).entry).toBe('https://static.example.com/shop/remoteEntry.js');
    expect(remoteEntryOf(at, meta({ publicPath: '/assets/shop/', remoteEntry: { name: 'remoteEntry.js', path: '/federated/', type: 'global' } })).entry).toBe(
      'https://cdn.example.com/assets/shop/federated/remoteEntry.js',
    );
  });

  it('refuses a manifest that names no entry script, saying which one', () => {
    expect(() => remoteEntryOf('https://cdn.example.com/odd/mf-manifest.json', { metaData: { globalName: 'odd' } })).toThrow('https://cdn.example.com/odd/mf-manifest.json names no remoteEntry script.');
    expect(() => remoteEntryOf('https://cdn.example.com/odd/mf-manifest.json', null)).toThrow('names no remoteEntry script');
  });
});

it('reads a manifest afresh when asked, and forgets a failed one', async () => {
  const fresh = 'https://cdn.example.com/fresh/mf-manifest.json';
  await readManifest('fresh', fresh);
  await readManifest('fresh', fresh, true);
  expect(browserFetch).toHaveBeenCalledTimes(2);

  const missing = 'https://cdn.example.com/missing/mf-manifest.json';
  await expect(readManifest('missing', missing)).rejects.toThrow('answered HTTP 404');
  await expect(readManifest('missing', missing)).rejects.toThrow('answered HTTP 404');
  expect(browserFetch).toHaveBeenCalledTimes(4);
});

describe('index.html’s early answers', () => {
  const early = (manifests: Record<string, Promise<string>>) =>
    Object.assign(window, { __consoleEarlyListing: { url: 'https://console.example/remotes.json', list: Promise.resolve('{}'), manifests } });
  afterEach(() => Reflect.deleteProperty(window, '__consoleEarlyListing'));

  it('takes a manifest index.html already asked for, once: a Retry asks the server', async () => {
    const url = 'https://cdn.example.com/early/mf-manifest.json';
    early({ [url]: Promise.resolve(JSON.stringify({ name: 'early', from: 'index.html' })) });
    await expect(readManifest('early', url)).resolves.toEqual({ name: 'early', from: 'index.html' });
    expect(browserFetch).not.toHaveBeenCalled();
    await expect(readManifest('early', url, true)).resolves.toEqual(manifestAt(url));
    expect(browserFetch).toHaveBeenCalledTimes(1);
  });

  it('asks the server when index.html’s request failed', async () => {
    const url = 'https://cdn.example.com/early-failed/mf-manifest.json';
    early({ [url]: Promise.reject(new Error('offline')) });
    await expect(readManifest('early-failed', url)).resolves.toEqual(manifestAt(url));
    expect(browserFetch).toHaveBeenCalledTimes(1);
  });
});
