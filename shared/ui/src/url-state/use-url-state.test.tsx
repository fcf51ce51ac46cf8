import { createRef, useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@console/router';
import { urlParam } from './url-param';
import { useUrlState, type SetUrlState } from './use-url-state';

const schema = {
  q: urlParam.text(),
  genre: urlParam.oneOf(['drama', 'comedy'] as const),
  sort: urlParam.oneOf(['asc', 'desc'] as const, 'asc'),
  page: urlParam.int(1),
  perPage: urlParam.intOneOf([10, 25], 10),
};

const setter = createRef<SetUrlState<typeof schema>>();
const set: SetUrlState<typeof schema> = (change, options) => setter.current?.(change, options);

function Films() {
  const [values, setValues] = useUrlState(schema, { pageKey: 'page' });
  useEffect(() => {
    setter.current = setValues;
  });
  return <output aria-label="state">{JSON.stringify(values)}</output>;
}

function renderAt(url: string, loader?: () => Promise<null>) {
  const router = createMemoryRouter([{ path: '/films', element: <Films />, loader, hydrateFallbackElement: null }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  const values = () => JSON.parse(screen.getByRole('status', { name: 'state' }).textContent ?? '') as Record<string, unknown>;
  return { router, values };
}

describe('useUrlState', () => {
  it('reads typed values, with defaults for anything missing or not accepted', () => {
    const { values } = renderAt('/films?q=night&genre=horror&sort=desc&page=0&perPage=25');
    expect(values()).toEqual({ q: 'night', genre: '', sort: 'desc', page: 1, perPage: 25 });
  });

  it('writes changes, leaving defaults out of the URL and keeping parameters it does not know', () => {
    const { router, values } = renderAt('/films?mockScale=100&sort=desc');
    act(() => set({ genre: 'drama', sort: 'asc', perPage: 25 }));
    expect(router.state.location.search).toBe('?mockScale=100&genre=drama&perPage=25');
    expect(values()).toMatchObject({ genre: 'drama', sort: 'asc', perPage: 25 });
  });

  it('builds a second change on the first while the router is still running loaders for it', async () => {
    let release: () => void = () => undefined;
    const { router, values } = renderAt('/films?page=3', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return null;
    });
    await act(async () => release());
    act(() => set({ genre: 'drama' }));
    expect(router.state.navigation.state).toBe('loading');
    act(() => set({ sort: 'desc' }));
    await act(async () => release());
    expect(router.state.location.search).toBe('?genre=drama&sort=desc');
    expect(values()).toMatchObject({ genre: 'drama', sort: 'desc', page: 1 });
  });

  it('hands a change function the values with every earlier change, even before the URL shows them', async () => {
    let release: () => void = () => undefined;
    const { router, values } = renderAt('/films', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return null;
    });
    await act(async () => release());
    const addWord = (word: string) => set((current) => ({ q: [current.q, word].filter(Boolean).join(' ') }));
    act(() => addWord('night'));
    act(() => addWord('train'));
    await act(async () => release());
    expect(router.state.location.search).toBe('?q=night+train');
    expect(values()).toMatchObject({ q: 'night train' });
  });

  it('pushes discrete changes, so Back undoes them, and replaces when asked (typing)', () => {
    const { router } = renderAt('/films');
    act(() => set({ genre: 'comedy' }));
    expect(router.state.historyAction).toBe('PUSH');
    act(() => set({ q: 'a' }, { replace: true }));
    act(() => set({ q: 'ab' }, { replace: true }));
    expect(router.state.historyAction).toBe('REPLACE');
    act(() => void router.navigate(-1));
    expect(router.state.location.search).toBe('');
  });

  it('goes back to page 1 when anything but the page changes', () => {
    const { router } = renderAt('/films?page=4');
    act(() => set({ page: 5 }));
    expect(router.state.location.search).toBe('?page=5');
    act(() => set({ q: 'dune' }));
    expect(router.state.location.search).toBe('?q=dune');
  });

  it('adds no history entry and keeps the page when nothing changes', () => {
    const { router } = renderAt('/films?genre=drama&page=3');
    const key = router.state.location.key;
    act(() => set({ genre: 'drama' }));
    expect(router.state.location.key).toBe(key);
    expect(router.state.location.search).toBe('?genre=drama&page=3');
  });
});
