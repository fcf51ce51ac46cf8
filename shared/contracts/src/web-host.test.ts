import { webHost } from './web-host';

it.each([
  ['example.com', 'example.com'],
  ['  News.Example.COM ', 'news.example.com'],
  ['exämple.com', 'xn--exmple-cua.com'],
  ['пример.рф', 'xn--e1afmkfd.xn--p1ai'],
  ['https://www.example.com/news?page=2', 'www.example.com'],
  ['HTTP://Example.com:8080', 'example.com'],
])('reads %s as the host %s', (typed, host) => {
  expect(webHost(typed)).toBe(host);
});

it.each([
  ['an empty text', ''],
  ['a word with no dot', 'localhost'],
  ['a space inside', 'bad domain.com'],
  ['a path with no address', 'example.com/news'],
  ['an address of another kind', 'ftp://example.com'],
  ['an IP address', '192.168.0.1'],
  ['an underscore', 'my_site.com'],
  ['a label ending in a hyphen', 'bad-.com'],
  ['a user before the host', 'me@example.com'],
])('names no host in %s', (_what, typed) => {
  expect(webHost(typed)).toBeNull();
});
