import { screen } from '@testing-library/react';
import { apiError, contentPagesDomain } from '@console/mirage';
import { mockServerPerTest, switchTestLanguage } from '@console/testing';
import ar from '../i18n/ar';
import fr from '../i18n/fr';
import { renderPages, slow } from '../test-kit';

const mock = mockServerPerTest(() => [contentPagesDomain()]);
afterEach(() => switchTestLanguage('en'));
jest.setTimeout(20_000);

/** Holds the answers of `path` until the returned function is called, then refuses them (500). */
function holdThenFail(path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  mock.server().get(path, async () => {
    await held;
    return apiError(500, 'The server is down.');
  });
  return release;
}

// A screen-reader user lands on a page by its heading: it is there before the data, and after a failure.
describe.each([
  { page: '/pages/knowledge-base/live-streaming', api: '/faq/data/category', heading: 'Knowledge base category', loading: 'Loading the knowledge base', failed: 'The knowledge base could not be loaded.' },
  { page: '/pages/knowledge-base/live-streaming/can-i-use-a-backup-stream', api: '/faq/data/question', heading: 'Knowledge base article', loading: 'Loading the article', failed: 'The article could not be loaded.' },
  { page: '/pages/blog/detail/2', api: '/blog/list/data/detail', heading: 'Blog post', loading: 'Loading the post', failed: 'The post could not be loaded.' },
  { page: '/pages/blog/edit/2', api: '/blog/list/data/edit', heading: 'Edit post', loading: 'Loading the post', failed: 'The post could not be loaded.' },
])('$page', ({ page, api, heading, loading, failed }) => {
  it('is named by its heading while it loads and after the load failed', async () => {
    const release = holdThenFail(api);
    await renderPages(page);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: loading })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(failed);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});

it.each([
  ['fr', fr],
  ['ar', ar],
] as const)('names a loading page in the reader’s language (%s)', async (language, texts) => {
  await switchTestLanguage(language);
  holdThenFail('/faq/data/question');
  holdThenFail('/blog/list/data/detail');
  const { unmount } = await renderPages('/pages/knowledge-base/live-streaming/can-i-use-a-backup-stream');
  expect(screen.getByRole('heading', { level: 1, name: texts.kb.articleTitle })).toBeInTheDocument();
  unmount();
  await renderPages('/pages/blog/detail/2');
  expect(screen.getByRole('heading', { level: 1, name: texts.blog.postTitle })).toBeInTheDocument();
});
