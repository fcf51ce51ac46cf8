import type { MainSearchResponse, SearchPage } from '@console/contracts';
import { groupResults, nextIndex } from './search-groups';

const page = (id: number): SearchPage => ({ id, title: `Page ${id}`, link: `/p/${id}`, icon: 'File', isBookmarked: false });

describe('groupResults', () => {
  it('holds every group to 4 items even when the server sends more (spec §9)', () => {
    const response: MainSearchResponse = {
      pages: [1, 2, 3, 4, 5, 6].map(page),
      files: Array.from({ length: 9 }, (_, i) => ({ title: `f${i}`, by: 'x', size: '1 KB', icon: 'pdf' as const })),
      contacts: [{ title: 'Mei Chen', email: 'mei@x', avatar: '', date: '2026-10-19' }],
    };
    const groups = groupResults(response);
    expect(groups.map((group) => [group.kind, group.options.length])).toEqual([
      ['pages', 4],
      ['files', 4],
      ['contacts', 1],
    ]);
    expect(groups[0]?.options.map((option) => option.item.title)).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 4']);
  });

  it('leaves empty groups out', () => {
    expect(groupResults({ pages: [], files: [], contacts: [] })).toEqual([]);
    expect(groupResults({ pages: [page(1)], files: [], contacts: [] }).map((group) => group.kind)).toEqual(['pages']);
  });
});

describe('nextIndex', () => {
  it('starts at the first (down) or last (up) option and wraps at both ends', () => {
    expect(nextIndex(-1, 5, 1)).toBe(0);
    expect(nextIndex(-1, 5, -1)).toBe(4);
    expect(nextIndex(3, 5, 1)).toBe(4);
    expect(nextIndex(4, 5, 1)).toBe(0);
    expect(nextIndex(0, 5, -1)).toBe(4);
    expect(nextIndex(-1, 0, 1)).toBe(-1);
  });
});
