import { screen } from '@testing-library/react';
import { contentPagesDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderPages, slow } from '../test-kit';

mockServerPerTest(() => [contentPagesDomain()]);
jest.setTimeout(20_000);

// No post has these ids: the page says so (before, 0 waited for ever on a query that never ran).
describe.each(['detail', 'edit'])('the blog %s page', (page) => {
  it.each(['0', '00', '01', '1.5', '-1', '1e3', '99999999999999999999'])('says the post is not found for the id %s, without asking the API', async (id) => {
    const calls = jest.spyOn(window, 'fetch');
    await renderPages(`/pages/blog/${page}/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the blog list' })).toHaveAttribute('href', '/pages/blog/list');
    expect(screen.queryByRole('status', { name: /Loading/ })).not.toBeInTheDocument();
    expect(calls.mock.calls.filter(([url]) => String(url).includes(`/blog/list/data/${page}`))).toEqual([]);
    calls.mockRestore();
  });

  it('shows post 1 at its id', async () => {
    await renderPages(`/pages/blog/${page}/1`);
    expect(await screen.findByRole('heading', { level: 1, name: page === 'detail' ? 'Dressing a period drama on a streaming budget' : 'Edit post' }, slow)).toBeInTheDocument();
  });
});
