import DOMPurify from 'dompurify';

/**
 * HTML from the API (an article, a blog post), sanitised before it reaches the page: scripts,
 * event handlers and javascript: links are removed, so content an editor (or an attacker) stored
 * can never run here. Only the two pages that show such HTML import this, so DOMPurify loads with them.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) }} />;
}
