import { screen, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { mediaDomain } from '@console/mirage';
import { mockServerPerTest, renderRemote } from '@console/testing';
import mediaModule from '../module';
import { renderMedia } from '../test-kit';

jest.mock('../player/bundled-clip', () => ({ bundledClipUrl: '/test-clip.webm' }));

const mock = mockServerPerTest(() => [mediaDomain()]);
jest.setTimeout(20_000);

const internalError = () => new Response(500, {}, { message: 'Internal error' });
const offline = 'The console could not reach the server. Check your connection and try again.';

/** `call` answers 500 until the returned function is called; then it answers what it answered before. */
async function failing(call: string, sample: string): Promise<() => void> {
  const answer: unknown = await (await fetch(sample)).json();
  let down = true;
  mock.server().get(call, () => (down ? internalError() : (answer as object)));
  return () => (down = false);
}

/** Every call to `path` fails as a browser offline fails it; the others reach the mock. */
function unreachable(path: string) {
  const realFetch = window.fetch;
  return jest.spyOn(window, 'fetch').mockImplementation((url, init) => (String(url).endsWith(path) ? Promise.reject(new TypeError('Failed to fetch')) : realFetch(url, init)));
}

const currentCrumb = () => within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem').at(-1);

afterEach(() => jest.restoreAllMocks());

describe.each([
  { what: 'video', call: '/api/media/videos/:id', page: '/media/videos/1', heading: 'Video #1', failed: 'The video could not be loaded.' },
  { what: 'playlist', call: '/api/media/playlists/:id', page: '/media/playlists/1', heading: 'Playlist #1', failed: 'The playlist could not be loaded.' },
])('a $what that cannot be loaded', ({ call, page, heading, failed }) => {
  it(`keeps "${heading}" as heading and last crumb, names what failed with the server’s reason, and Retry loads it`, async () => {
    const restore = await failing(call, `/api${page}`);
    const { user } = await renderMedia(page);
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent(`${failed} Internal error`);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(currentCrumb()).toHaveTextContent(heading);
    expect(screen.queryByText('Could not load the data.')).not.toBeInTheDocument();

    restore();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /^Save/ }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: heading })).not.toBeInTheDocument();
  });

  it('says which one failed when the server cannot be reached', async () => {
    unreachable(page.replace('/media', '/api/media'));
    await renderMedia(page);
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(`${failed} ${offline}`);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it(`has the heading "${heading}" while it loads slowly`, async () => {
    mock.restart({ timing: 1_500 });
    renderRemote(mediaModule, page);
    expect(await screen.findByRole('status', { name: 'Loading…' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Save/ }, { timeout: 8_000 })).toBeInTheDocument();
  });
});

describe.each([
  { list: 'brands', call: '/api/media/brands', page: '/media/brands', table: 'Brands', failed: 'The brands could not be loaded.', empty: 'Nothing here yet.' },
  { list: 'categories', call: '/api/media/categories', page: '/media/categories', table: 'Categories', failed: 'The categories could not be loaded.', empty: 'Nothing here yet.' },
  { list: 'videos', call: '/api/media/videos', page: '/media/videos', table: 'Videos', failed: 'The videos could not be loaded.', empty: 'No videos match the filters.' },
  { list: 'playlists', call: '/api/media/playlists', page: '/media/playlists', table: 'Playlists', failed: 'The playlists could not be loaded.', empty: 'No playlists yet.' },
])('the $list list when it cannot be loaded', ({ call, page, table, failed, empty }) => {
  it('names the list that failed with the server’s reason, shows no empty list, and Retry loads its rows', async () => {
    const restore = await failing(call, call);
    const { user } = await renderMedia(page);
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent(`${failed} Internal error`);
    expect(screen.queryByText('No rows to show.')).not.toBeInTheDocument();
    expect(screen.queryByText(empty)).not.toBeInTheDocument();

    restore();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    const rows = await screen.findByRole('table', { name: table }, { timeout: 5_000 });
    expect((await within(rows).findAllByRole('rowheader', {}, { timeout: 5_000 })).length).toBeGreaterThan(0);
    expect(screen.queryByText(failed, { exact: false })).not.toBeInTheDocument();
  });
});
