import { act, renderHook, waitFor } from '@testing-library/react';
import { useLoad } from './use-load';

describe('useLoad', () => {
  it('loads for a key, keeps the last answer while the next key loads, and aborts the older request', async () => {
    const signals: AbortSignal[] = [];
    const load = (key: string) => (signal: AbortSignal) => {
      signals.push(signal);
      return Promise.resolve(`answer for ${key}`);
    };
    const { result, rerender } = renderHook(({ key }) => useLoad(key, load(key)), { initialProps: { key: 'a' } });
    expect(result.current.state).toEqual({ status: 'loading', data: null });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'answer for a' }));

    rerender({ key: 'b' });
    expect(result.current.state).toEqual({ status: 'loading', data: 'answer for a' });
    expect(signals[0]?.aborted).toBe(true);
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'answer for b' }));
  });

  it('reports a failure with its message, and reload tries again', async () => {
    let fail = true;
    const load = () => (fail ? Promise.reject(new Error('Down.')) : Promise.resolve(42));
    const { result } = renderHook(() => useLoad('count', load));
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'error', message: 'Down.', data: null }));

    fail = false;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 42 }));
  });

  it('loads nothing for a null key, and update changes the data on screen', async () => {
    const load = jest.fn(() => Promise.resolve([1, 2, 3]));
    const { result, rerender } = renderHook(({ key }: { key: string | null }) => useLoad(key, load), { initialProps: { key: null as string | null } });
    expect(load).not.toHaveBeenCalled();
    rerender({ key: 'list' });
    await waitFor(() => expect(result.current.state.data).toEqual([1, 2, 3]));
    act(() => result.current.update((numbers) => numbers.filter((n) => n !== 2)));
    expect(result.current.state).toEqual({ status: 'ready', data: [1, 3] });
  });
});
