import type { Category, SmartRules, Video } from '@console/contracts/src/media';
import { refusedEntry, selectByRules, transitionRefusal } from './rules';

const categories: Category[] = [
  { id: 1, name: 'Sports', slug: 'sports', parentId: null },
  { id: 2, name: 'Football', slug: 'football', parentId: 1 },
  { id: 3, name: 'News', slug: 'news', parentId: null },
];
const video = (id: number, fields: Partial<Video>): Video => ({
  id, title: `Video ${id}`, description: '', brandId: 1, categoryId: 1, tags: [], duration: 60, status: 'published', language: 'en', rating: 'G',
  thumbnail: '/thumb.png', sourceUrl: '', captions: [], createdAt: '2026-01-01T00:00:00.000Z', publishedAt: '2026-01-02T00:00:00.000Z', views: 0, ...fields,
});
// Ties on purpose (ids 2 and 4 share a date, 3 and 5 a duration): the id breaks them, so the order is stable.
const videos = [
  video(1, { title: 'ocean life', duration: 300, createdAt: '2026-03-01T00:00:00.000Z', views: 50 }),
  video(2, { title: 'Behind the scenes', duration: 90, createdAt: '2026-05-01T00:00:00.000Z', views: 900 }),
  video(3, { title: 'Édition spéciale', duration: 45, createdAt: '2026-01-15T00:00:00.000Z', views: 10, categoryId: 2 }),
  video(4, { title: 'archive reel', duration: 1200, createdAt: '2026-05-01T00:00:00.000Z', views: 300, status: 'draft' }),
  video(5, { title: 'Zoo day', duration: 45, createdAt: '2025-12-01T00:00:00.000Z', views: 900, categoryId: 3, tags: ['live'] }),
];
const any: SmartRules = { brandId: null, categoryId: null, tag: '', status: '', limit: 200, sort: 'newest' };
const ids = (rules: Partial<SmartRules>) => selectByRules(videos, categories, { ...any, ...rules }).map((row) => row.id);

describe('smart playlist order', () => {
  it.each([
    ['newest', [2, 4, 1, 3, 5]], // newest created first; 2 and 4 tie, the lower id first
    ['most-viewed', [2, 5, 4, 1, 3]],
    ['title', [4, 2, 3, 1, 5]], // case and accents ignored: archive, Behind, Édition, ocean, Zoo
    ['shortest', [3, 5, 2, 1, 4]],
  ] as const)('%s gives %p', (sort, expected) => {
    expect(ids({ sort })).toEqual(expected);
  });

  it.each([
    [{ limit: 2, sort: 'shortest' }, [3, 5]],
    [{ categoryId: 1, sort: 'title' }, [4, 2, 3, 1]], // Sports takes in Football (3)
    [{ status: 'published', sort: 'newest' }, [2, 1, 3, 5]],
    [{ tag: 'LIVE' }, [5]],
    [{ brandId: 2 }, []],
  ] as const)('rules %p select %p', (rules, expected) => {
    expect(ids(rules)).toEqual(expected);
  });
});

describe('status moves the server refuses', () => {
  it.each([
    [{ status: 'archived' }, 'published', { code: 'move-not-allowed', params: { from: 'archived', to: 'published' }, message: 'A video cannot go from archived to published.' }],
    [{ status: 'draft', thumbnail: '' }, 'published', { code: 'no-thumbnail', message: 'It has no thumbnail.' }],
    [{ status: 'draft', categoryId: null }, 'published', { code: 'no-category', message: 'It has no category.' }],
    [{ status: 'draft', thumbnail: '' }, 'archived', null],
    [{ status: 'unlisted' }, 'published', null],
  ] as const)('from %p to %s: %p', (fields, to, refusal) => {
    expect(transitionRefusal(video(9, fields), to)).toEqual(refusal);
  });

  it('names the refused video in a bulk answer with the reason and its code', () => {
    const draft = video(9, { status: 'draft', thumbnail: '' });
    const refusal = transitionRefusal(draft, 'published');
    expect(refusal && refusedEntry(draft, refusal)).toEqual({ id: 9, title: 'Video 9', reason: 'It has no thumbnail.', code: 'no-thumbnail' });
  });
});
