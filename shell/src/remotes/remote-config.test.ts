import { parseRemoteLocations } from './remote-config';

const base = 'https://console.example.com/config/remotes.json';

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('parseRemoteLocations', () => {
  it('keeps a known remote with an absolute URL as it is', () => {
    expect(parseRemoteLocations({ todo: 'https://cdn.example.com/todo/mf-manifest.json' }, base)).toEqual({
      todo: 'https://cdn.example.com/todo/mf-manifest.json',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('resolves a relative URL against the file it was read from', () => {
    expect(parseRemoteLocations({ todo: 'todo/mf-manifest.json' }, base)).toEqual({
      todo: 'https://console.example.com/config/todo/mf-manifest.json',
    });
    expect(parseRemoteLocations({ todo: '/remotes/todo/mf-manifest.json' }, base)).toEqual({
      todo: 'https://console.example.com/remotes/todo/mf-manifest.json',
    });
  });

  it('skips unknown names and values that are not strings, keeping the rest', () => {
    const locations = parseRemoteLocations(
      { todo: 'https://cdn.example.com/todo/mf-manifest.json', billing: 'https://cdn.example.com/billing.json', constructor: 'x' },
      base,
    );
    expect(locations).toEqual({ todo: 'https://cdn.example.com/todo/mf-manifest.json' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"billing"'));

    expect(parseRemoteLocations({ todo: 42 }, base)).toEqual({});
    expect(parseRemoteLocations({ todo: null }, base)).toEqual({});
    expect(parseRemoteLocations({ todo: { url: 'x' } }, base)).toEqual({});
  });

  it('skips a URL that cannot be parsed', () => {
    expect(parseRemoteLocations({ todo: 'http://exa mple.com:99999/' }, base)).toEqual({});
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('invalid URL'));
    // Without a usable base, a relative URL cannot be resolved either.
    expect(parseRemoteLocations({ todo: 'todo/mf-manifest.json' }, 'not a base')).toEqual({});
  });

  it.each([
    ['null', null],
    ['an array', [['todo', 'https://cdn.example.com/todo.json']]],
    ['a string', 'todo=https://cdn.example.com/todo.json'],
    ['a number', 3],
    ['undefined', undefined],
  ])('returns no locations for %s', (_name, data) => {
    expect(parseRemoteLocations(data, base)).toEqual({});
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('must be an object'));
  });
});
