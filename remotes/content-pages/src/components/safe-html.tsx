import DOMPurify from 'dompurify';

// Articles and posts are text with headings, lists, links and pictures. Anything more that an
// editor (or an attacker) stores can harm without a script: a `style` that covers the page with a
// fake screen, a `<form>` that asks for a password. So only these elements and attributes stay.
const config = {
  ALLOWED_TAGS: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'img', 'br', 'blockquote', 'code', 'pre'],
  ALLOWED_ATTR: ['href', 'title', 'target', 'src', 'alt'],
  FORBID_TAGS: ['style', 'form', 'input', 'iframe'],
  FORBID_ATTR: ['style'],
};

// An instance of its own: the link hook must not change how other code on the page sanitises.
const purify = DOMPurify(window);
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'IMG') {
    // A picture stored with any web address is fetched from there: its server must not learn
    // which console page (and brand host) the reader is on, and is asked only once it is in view.
    node.setAttribute('referrerpolicy', 'no-referrer');
    node.setAttribute('loading', 'lazy');
    return;
  }
  if (node.tagName !== 'A') return;
  // A page a link opens must not reach back to this one (window.opener) nor learn where it came from.
  node.setAttribute('rel', 'noopener noreferrer');
  // Only a new tab: another target could name (and replace) a frame or window of the console.
  if (node.hasAttribute('target') && node.getAttribute('target') !== '_blank') node.removeAttribute('target');
});

/**
 * HTML from the API (an article, a blog post), sanitised before it reaches the page: no scripts,
 * event handlers, javascript: links, styles or forms, so content stored by anyone can neither run
 * nor pass for part of the console. Only the two pages that show such HTML import this, so
 * DOMPurify loads with them.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: purify.sanitize(html, config) }} />;
}
