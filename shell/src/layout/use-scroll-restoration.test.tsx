import { useEffect, useState, type ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from '@console/router';
import { restoreWaitMs, useScrollRestoration } from './use-scroll-restoration';

// jsdom lays nothing out: the page's height and the scroll position are the test's to say.
let pageHeight = 800;
const scrollTo = jest.fn((options: ScrollToOptions) => {
  window.scrollY = options.top ?? 0;
});
beforeEach(() => {
  pageHeight = 800;
  window.scrollY = 0;
  scrollTo.mockClear();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => pageHeight });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
});

function Layout() {
  useScrollRestoration();
  return (
    <main id="content">
      <Outlet />
    </main>
  );
}

/** A list whose rows arrive after it has rendered, as a query's do; the test says when. */
const listeners = new Set<() => void>();
const arrive = () => {
  pageHeight = 3_000;
  listeners.forEach((listener) => listener());
};
function SlowList(): ReactNode {
  const [rows, setRows] = useState(0);
  useEffect(() => {
    const show = () => setRows(50);
    listeners.add(show);
    return () => void listeners.delete(show);
  }, []);
  return <ul>{Array.from({ length: rows }, (_, index) => <li key={index}>Row {index}</li>)}</ul>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ element: <Layout />, children: [{ path: '/list', element: <SlowList /> }, { path: '/record', element: <p>Record</p> }] }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router };
}

const scrollBy = (top: number) => {
  window.scrollY = top;
  window.dispatchEvent(new Event('scroll'));
};

/** A list left 1,290 px down for a record, then come back to by Back before its rows are there again. */
async function leaveAndComeBack() {
  const { router } = renderAt('/list');
  act(() => arrive());
  scrollBy(1_290);
  await act(() => router.navigate('/record'));
  expect(window.scrollY).toBe(0);
  pageHeight = 800; // the list renders again before its rows
  await act(() => router.navigate(-1));
  expect(window.scrollY).toBe(0);
}

it('puts a list come back to by Back where it was left, once its rows have arrived', async () => {
  await leaveAndComeBack();
  await act(async () => arrive()); // the page's mutations are seen after a microtask
  expect(scrollTo).toHaveBeenLastCalledWith({ top: 1_290, behavior: 'instant' });
  expect(window.scrollY).toBe(1_290);
});

it('leaves the page to a user who scrolls before the rows arrive', async () => {
  await leaveAndComeBack();
  window.dispatchEvent(new Event('wheel'));
  scrollBy(40);
  await act(async () => arrive());
  expect(window.scrollY).toBe(40);
});

it('gives up on a page that never grows tall enough', async () => {
  jest.useFakeTimers();
  await leaveAndComeBack();
  act(() => jest.advanceTimersByTime(restoreWaitMs));
  await act(async () => arrive());
  expect(window.scrollY).toBe(0);
  jest.useRealTimers();
});

it('keeps the place when only the query string changes (a filter, a search)', async () => {
  const { router } = renderAt('/list');
  act(() => arrive());
  scrollBy(600);
  await act(() => router.navigate('/list?status=active'));
  expect(window.scrollY).toBe(600);
  expect(scrollTo).not.toHaveBeenCalled();
});
