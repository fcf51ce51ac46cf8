import { screen } from '@testing-library/react';
import { apiError, contentPagesDomain } from '@console/mirage';
import { mockServerPerTest, switchTestLanguage } from '@console/testing';
import ar from '../i18n/ar';
import fr from '../i18n/fr';
import { renderPages, slow } from '../test-kit';

const mock = mockServerPerTest(() => [contentPagesDomain()]);
afterEach(() => switchTestLanguage('en'));
jest.setTimeout(20_000);

// A post the API answers 404 for: said for the post, with the way back to the blog list, not the
// console's "Page not found" and its way home.
describe.each([
  { page: 'detail', api: '/blog/list/data/detail', failed: 'The post could not be loaded.' },
  { page: 'edit', api: '/blog/list/data/edit', failed: 'The post could not be loaded.' },
])('the blog $page page', ({ page, api, failed }) => {
  it('says a post the API does not know does not exist, with a link back to the blog list', async () => {
    const { user, router } = await renderPages(`/pages/blog/${page}/99999`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' }, slow)).toBeInTheDocument();
    expect(screen.getByText('This post does not exist.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to home' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the blog list' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' }, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pages/blog/list');
  });

  it('keeps any other failure an error with Retry, not "not found"', async () => {
    mock.server().get(api, () => apiError(500, 'The server is down.'));
    const { user } = await renderPages(`/pages/blog/${page}/1`);
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(failed);
    expect(screen.queryByRole('heading', { name: 'Post not found' })).not.toBeInTheDocument();
    mock.restart();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: page === 'detail' ? 'Dressing a period drama on a streaming budget' : 'Edit post' }, slow)).toBeInTheDocument();
  });
});

it.each([
  ['fr', fr],
  ['ar', ar],
] as const)('says a post does not exist in the reader’s language (%s)', async (language, texts) => {
  await switchTestLanguage(language);
  await renderPages('/pages/blog/detail/99999');
  expect(await screen.findByRole('heading', { level: 1, name: texts.blog.notFound }, slow)).toBeInTheDocument();
  expect(screen.getByText(texts.blog.notFoundTitle)).toBeInTheDocument();
  expect(screen.getByText(texts.blog.notFoundText)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: texts.blog.backToList })).toHaveAttribute('href', '/pages/blog/list');
});
