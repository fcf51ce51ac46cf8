import { feedFileName } from './feed-file-name';

it('names the feed after its channel, in any script', () => {
  expect(feedFileName({ id: 2, name: 'Cedar Weekend' })).toBe('cedar-weekend-roku-feed.json');
  expect(feedFileName({ id: 3, name: 'قناة الأرز' })).toBe('قناة-الأرز-roku-feed.json');
  expect(feedFileName({ id: 4, name: 'Télé Été!' })).toBe('télé-été-roku-feed.json');
  expect(feedFileName({ id: 5, name: '***' })).toBe('channel-5-roku-feed.json');
});
