import { renderHook } from '@testing-library/react';
import { listStatus, useLastPageWhenPastEnd } from './list-query';

describe('listStatus', () => {
  it('is loading while a request is on its way, even over an earlier error', () => {
    expect(listStatus({ isFetching: true, isError: true, isPending: false })).toBe('loading');
  });

  it('is the error once the last try failed and nothing is on its way, data or not', () => {
    expect(listStatus({ isFetching: false, isError: true, isPending: true })).toBe('error');
  });

  it('is ready once rows are in', () => {
    expect(listStatus({ isFetching: false, isError: false, isPending: false })).toBe('ready');
  });
});

describe('useLastPageWhenPastEnd', () => {
  it('moves a page past the end to the last page, replacing the history entry', () => {
    const set = jest.fn();
    renderHook(() => useLastPageWhenPastEnd({ rows: 0, total: 21 }, { page: 9, perPage: 10 }, set));
    expect(set).toHaveBeenCalledWith({ page: 3 }, { replace: true });
  });

  it('leaves a page with rows, an empty result and a pending answer alone', () => {
    const set = jest.fn();
    renderHook(() => useLastPageWhenPastEnd({ rows: 4, total: 24 }, { page: 3, perPage: 10 }, set));
    renderHook(() => useLastPageWhenPastEnd({ rows: 0, total: 0 }, { page: 2 }, set));
    renderHook(() => useLastPageWhenPastEnd(undefined, { page: 5 }, set));
    expect(set).not.toHaveBeenCalled();
  });
});
