import { misfit, restoreInPlace } from './restore';

describe('restoreInPlace', () => {
  it('puts saved data into the very containers the handlers hold', () => {
    const rows = [{ id: 1 }];
    const byId = new Map([[1, 'one']]);
    const tags = new Set(['a']);
    const counters = { lastId: 1 };
    const state = { rows, byId, tags, counters };
    restoreInPlace(state, { rows: [{ id: 1 }, { id: 2 }], byId: new Map([[2, 'two']]), tags: new Set(['b', 'c']), counters: { lastId: 2 } });
    expect(state.rows).toBe(rows);
    expect(rows).toEqual([{ id: 1 }, { id: 2 }]);
    expect([...byId]).toEqual([[2, 'two']]);
    expect([...tags]).toEqual(['b', 'c']);
    expect(counters).toEqual({ lastId: 2 });
  });

  it('refuses data of another shape before changing anything', () => {
    const rows = [{ id: 1 }];
    const counters = { lastId: 1 };
    expect(() => restoreInPlace({ rows, counters }, { rows: [], counters: [1] })).toThrow('"counters" is a array, not a object');
    expect(rows).toEqual([{ id: 1 }]);
    expect(misfit({ rows }, { other: [] })).toBe('"rows" is missing');
    expect(misfit({ rows }, 'text')).toBe('the saved data is not an object');
    expect(misfit({ rows }, { rows: [], extra: 1 })).toBeNull();
  });
});
