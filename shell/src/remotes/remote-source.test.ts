import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteModule, readManifest, setManifestFetch } from './remote-source';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => ({ default: 'the module' })),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const manifestUrl = 'https://cdn.example.com/content-pages/mf-manifest.json';
const browserFetch = jest.fn(async (url: string) => new Response(JSON.stringify({ name: 'content_pages', url }), { status: url.includes('missing') ? 404 : 200 }));

/** The fetch hook the shell gave the federation runtime. */
function runtimeFetch(): (url: string, init: RequestInit) => Promise<Response> {
  const plugins = jest.mocked(registerPlugins).mock.calls.at(-1)?.[0] as { fetch: (url: string, init: RequestInit) => Promise<Response> }[];
  return plugins[0]!.fetch;
}

beforeEach(() => {
  jest.clearAllMocks();
  setManifestFetch(browserFetch as unknown as typeof fetch);
});

it('registers a remote under its container name, then loads its ./module', async () => {
  await expect(loadRemoteModule('content-pages', manifestUrl)).resolves.toEqual({ default: 'the module' });
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'content_pages', entry: manifestUrl }], undefined);
  expect(loadRemote).toHaveBeenCalledWith('content_pages/module');
  // The runtime knows a remote only once it is registered: loading first would fail in a browser.
  expect(jest.mocked(registerRemotes).mock.invocationCallOrder[0]).toBeLessThan(jest.mocked(loadRemote).mock.invocationCallOrder[0]!);
});

it('re-registers with force on a retry, so the runtime drops what it cached from the failure', async () => {
  await loadRemoteModule('content-pages', manifestUrl, true);
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'content_pages', entry: manifestUrl }], { force: true });
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
  expect(registerRemotes).toHaveBeenNthCalledWith(2, [{ name: 'content_pages', entry: manifestUrl }], { force: true });
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

it('fetches a manifest once with the browser’s fetch and hands the runtime the same text', async () => {
  await expect(readManifest('content-pages', manifestUrl)).resolves.toEqual({ name: 'content_pages', url: manifestUrl });
  await readManifest('content-pages', manifestUrl);
  expect(browserFetch).toHaveBeenCalledTimes(1);

  const answer = await runtimeFetch()(manifestUrl, {});
  await expect(answer.json()).resolves.toEqual({ name: 'content_pages', url: manifestUrl });
  expect(browserFetch).toHaveBeenCalledTimes(1);

  // Anything else the runtime fetches goes to the browser's fetch.
  await runtimeFetch()('https://cdn.example.com/other.json', {});
  expect(browserFetch).toHaveBeenLastCalledWith('https://cdn.example.com/other.json', {});
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
    await expect(readManifest('early', url, true)).resolves.toEqual({ name: 'content_pages', url });
    expect(browserFetch).toHaveBeenCalledTimes(1);
  });

  it('asks the server when index.html’s request failed', async () => {
    const url = 'https://cdn.example.com/early-failed/mf-manifest.json';
    early({ [url]: Promise.reject(new Error('offline')) });
    await expect(readManifest('early-failed', url)).resolves.toEqual({ name: 'content_pages', url });
    expect(browserFetch).toHaveBeenCalledTimes(1);
  });
});
