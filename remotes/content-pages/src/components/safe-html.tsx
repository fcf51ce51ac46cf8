import DOMPurify from 'dompurify';

// Stored HTML that an editor (or an attacker) writes can harm without a script: a `style` that
// covers the page with a fake screen, a `<form>` that asks for a password. So only the elements
// and attributes each kind of content needs stay.
const forbidden = { FORBID_TAGS: ['style', 'form', 'input', 'iframe'], FORBID_ATTR: ['style'] };
const configs = {
  // A help article: text with headings, lists, links, pictures, quotes and code.
  article: {
    ALLOWED_TAGS: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'img', 'br', 'blockquote', 'code', 'pre'],
    ALLOWED_ATTR: ['href', 'title', 'target', 'src', 'alt'],
    ...forbidden,
  },
  // A blog post's body: what its edit form's hint promises (paragraphs, headings, lists and links)
  // and a line break, no more. Anything else loses its tags but keeps its text ('<b>x</b>' reads
  // 'x'); a picture goes (the post has its featured image). The seeded posts use p, h3, ul and li.
  post: {
    ALLOWED_TAGS: ['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a'],
    ALLOWED_ATTR: ['href', 'title', 'target'],
    ...forbidden,
  },
};
/** What a piece of stored HTML is, and so which elements it may keep. */
export type SafeHtmlKind = keyof typeof configs;

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
export function SafeHtml({ html, kind, className }: { html: string; kind: SafeHtmlKind; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: purify.sanitize(html, configs[kind]) }} />;
}
