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
