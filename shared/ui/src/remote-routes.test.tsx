import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@console/router';
import { developmentUser, useSessionStore, type SessionUser } from '@console/auth';
import type { RemoteModule } from '@console/contracts';
import { preloadRemotePage, remotePagesLoader, RemoteRoutes } from './remote-routes';

const reader: SessionUser = { ...developmentUser, id: 2, role: 'client', ability: [{ action: 'read', subject: 'Todo' }] };

function Missing() {
  return <h1>Nothing at this address</h1>;
}

const heading = (text: string) => () => <h1>{text}</h1>;

/** A fresh module per test: loaded pages are remembered per route object. */
function makeModule(): RemoteModule {
  return {
    meta: { id: 'todo', basePath: '/apps/todo', nav: [], pages: [], texts: { en: {} } },
    routes: [
      { path: '', load: jest.fn(async () => ({ default: heading('Task list') })), requires: { action: 'read', subject: 'Todo' } },
      { path: 'reports/:year', load: jest.fn(async () => ({ default: heading('Yearly report') })) },
      { path: 'admin', load: jest.fn(async () => ({ default: heading('Todo admin') })), requires: { action: 'manage', subject: 'TodoAdmin' } },
    ],
  };
}

function renderAt(module: RemoteModule, path: string, user: SessionUser = reader) {
  useSessionStore.getState().setUser(user);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/apps/todo/*" element={<RemoteRoutes module={module} notFound={Missing} />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => useSessionStore.getState().setUser(null));

describe('RemoteRoutes', () => {
  it('renders the index page at the base path', async () => {
    renderAt(makeModule(), '/apps/todo');
    expect(await screen.findByRole('heading', { name: 'Task list' })).toBeInTheDocument();
  });

  it('renders the page whose path matches, with parameters', async () => {
    renderAt(makeModule(), '/apps/todo/reports/2026');
    expect(await screen.findByRole('heading', { name: 'Yearly report' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Task list' })).not.toBeInTheDocument();
  });

  it('shows NotAuthorized, without loading the page, for a route whose permission the user lacks', async () => {
    const module = makeModule();
    renderAt(module, '/apps/todo/admin');
    expect(await screen.findByRole('heading', { name: 'You are not authorized' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'Todo admin' })).not.toBeInTheDocument();
    expect(module.routes[2]?.load).not.toHaveBeenCalled();
  });

  it('shows the guarded page to a user who has the permission', async () => {
    renderAt(makeModule(), '/apps/todo/admin', developmentUser);
    expect(await screen.findByRole('heading', { name: 'Todo admin' })).toBeInTheDocument();
  });

  it('shows NotAuthorized on the index page to a user without Todo access', async () => {
    renderAt(makeModule(), '/apps/todo', { ...reader, ability: [{ action: 'read', subject: 'Auth' }] });
    expect(await screen.findByRole('heading', { name: 'You are not authorized' })).toBeInTheDocument();
  });

  it.each(['/apps/todo/nope', '/apps/todo/reports', '/apps/todo/admin/extra'])('renders the notFound component for %s', async (path) => {
    renderAt(makeModule(), path);
    expect(await screen.findByRole('heading', { name: 'Nothing at this address' })).toBeInTheDocument();
  });

  it('renders a preloaded page at once, without a loading fallback', async () => {
    const module = makeModule();
    await preloadRemotePage(module, '/apps/todo/reports/2026');
    expect(module.routes[1]?.load).toHaveBeenCalledTimes(1);

    renderAt(module, '/apps/todo/reports/2026');
    expect(screen.getByRole('heading', { name: 'Yearly report' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    expect(module.routes[1]?.load).toHaveBeenCalledTimes(1);
  });
});

describe('remotePagesLoader (a page\'s first data starts beside its code)', () => {
  function withPrefetch() {
    const module = makeModule();
    const prefetch = jest.fn();
    const routes = module.routes.map((route) => ({ ...route, prefetch }));
    return { module: { ...module, routes }, prefetch };
  }
  const queries = { prefetchQuery: jest.fn(async () => undefined) };
  const run = (module: RemoteModule, url: string) =>
    remotePagesLoader(() => module, async () => queries)({ request: new Request(url), params: {}, context: undefined } as never);

  it('hands the route\'s prefetch its parameters, the query string and the cache, while the page loads', async () => {
    useSessionStore.getState().setUser({ ...reader, ability: [{ action: 'read', subject: 'all' }] });
    const { module, prefetch } = withPrefetch();
    await run(module, 'https://console.example/apps/todo/reports/2026?q=tax');
    expect(prefetch).toHaveBeenCalledTimes(1);
    const [{ params, search, queries: given }] = prefetch.mock.calls[0] as [{ params: Record<string, string>; search: URLSearchParams; queries: unknown }];
    expect(params.year).toBe('2026');
    expect(search.get('q')).toBe('tax');
    expect(given).toBe(queries);
    expect(module.routes[1]?.load).toHaveBeenCalled();
  });

  it('does not prefetch a page this user may not see', async () => {
    useSessionStore.getState().setUser(reader);
    const { module, prefetch } = withPrefetch();
    await run(module, 'https://console.example/apps/todo/admin');
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('a prefetch that throws leaves the navigation alone', async () => {
    useSessionStore.getState().setUser(reader);
    const { module, prefetch } = withPrefetch();
    prefetch.mockImplementation(() => {
      throw new Error('no data for you');
    });
    await expect(run(module, 'https://console.example/apps/todo')).resolves.toBeNull();
    expect(prefetch).toHaveBeenCalled();
  });
});
