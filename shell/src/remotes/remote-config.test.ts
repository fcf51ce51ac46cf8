import { fetchRemoteLocations, parseRemoteLocations, remoteLocationsUrl } from './remote-config';

const base = 'https://console.example.com/config/remotes.json';

let error: jest.SpyInstance;
beforeEach(() => {
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => error.mockRestore());

const parse = (data: unknown) => parseRemoteLocations(typeof data === 'string' ? data : JSON.stringify(data), base);

describe('parseRemoteLocations', () => {
  it('keeps each remote with an absolute URL as it is, in the file’s order', () => {
    expect(parse({ todo: 'https://cdn.example.com/todo/mf-manifest.json', 'content-pages': 'https://cdn.example.com/pages/mf-manifest.json' })).toEqual([
      { id: 'todo', manifest: 'https://cdn.example.com/todo/mf-manifest.json' },
      { id: 'content-pages', manifest: 'https://cdn.example.com/pages/mf-manifest.json' },
    ]);
  });

  it('accepts a remote this shell has never heard of (remotes join by one line)', () => {
    expect(parse({ reports: 'https://cdn.example.com/reports/mf-manifest.json' })).toEqual([{ id: 'reports', manifest: 'https://cdn.example.com/reports/mf-manifest.json' }]);
  });

  it('resolves a relative URL against the file it was read from', () => {
    expect(parse({ todo: 'todo/mf-manifest.json' })[0]?.manifest).toBe('https://console.example.com/config/todo/mf-manifest.json');
    expect(parse({ todo: '/remotes/todo/mf-manifest.json' })[0]?.manifest).toBe('https://console.example.com/remotes/todo/mf-manifest.json');
  });

  it('keeps a bad line as an unusable remote with the reason, and the rest', () => {
    const locations = parse({ todo: 'https://cdn.example.com/todo/mf-manifest.json', 'Bad Name': 'x', users: 42, shop: 'http://exa mple.com:99999/' });
    expect(locations[0]).toEqual({ id: 'todo', manifest: 'https://cdn.example.com/todo/mf-manifest.json' });
    expect(locations[1]).toMatchObject({ id: 'Bad Name', manifest: null, problem: expect.stringContaining('not a remote name') });
    expect(locations[2]).toMatchObject({ id: 'users', manifest: null, problem: expect.stringContaining('must map to the URL') });
    expect(locations[3]).toMatchObject({ id: 'shop', manifest: null, problem: expect.stringContaining('invalid URL') });
  });

  it('reports a name listed twice (JSON would silently keep the last)', () => {
    const text = '{ "todo": "https://a.example.com/mf-manifest.json", "todo": "https://b.example.com/mf-manifest.json" }';
    expect(parseRemoteLocations(text, base)).toEqual([{ id: 'todo', manifest: null, problem: '“todo” is listed more than once in remotes.json.' }]);
  });

  it.each([
    ['null', 'null'],
    ['an array', '[["todo", "https://cdn.example.com/todo.json"]]'],
    ['a string', '"todo=https://cdn.example.com/todo.json"'],
    ['not JSON', '{ todo: '],
  ])('returns no remotes for %s, and says so', (_name, text) => {
    expect(parseRemoteLocations(text, base)).toEqual([]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('remotes.json'));
  });
});

describe('fetchRemoteLocations', () => {
  const served = JSON.stringify({ users: 'https://cdn.example.com/users/mf-manifest.json' });
  const serverFetch = jest.fn(async () => new Response(served));
  const setEarly = (url: string, list: Promise<string>) => Object.assign(window, { __consoleEarlyListing: { url, list, manifests: {} } });
  beforeEach(() => serverFetch.mockClear());
  afterEach(() => Reflect.deleteProperty(window, '__consoleEarlyListing'));

  it('takes the list index.html asked for before the shell ran', async () => {
    setEarly(remoteLocationsUrl(), Promise.resolve(JSON.stringify({ todo: 'https://cdn.example.com/todo/mf-manifest.json' })));
    await expect(fetchRemoteLocations(serverFetch as unknown as typeof fetch)).resolves.toEqual([{ id: 'todo', manifest: 'https://cdn.example.com/todo/mf-manifest.json' }]);
    expect(serverFetch).not.toHaveBeenCalled();
  });

  it('asks the server when index.html’s request failed, or was for another address', async () => {
    setEarly(remoteLocationsUrl(), Promise.reject(new Error('offline')));
    await expect(fetchRemoteLocations(serverFetch as unknown as typeof fetch)).resolves.toEqual([{ id: 'users', manifest: 'https://cdn.example.com/users/mf-manifest.json' }]);
    setEarly('https://elsewhere.example/remotes.json', Promise.resolve('{}'));
    await expect(fetchRemoteLocations(serverFetch as unknown as typeof fetch)).resolves.toHaveLength(1);
    expect(serverFetch).toHaveBeenCalledTimes(2);
  });
});
