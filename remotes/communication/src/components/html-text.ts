/**
 * A mail's HTML as plain paragraphs (each a list of lines). Parsing with DOMParser runs no script
 * and loads nothing, and only text is kept, so a mail's markup can never act on the page.
 */
export function htmlParagraphs(html: string): string[][] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const texts: string[] = [];
  let current = '';
  const breakParagraph = () => {
    texts.push(current);
    current = '';
  };
  // Each text node once, in order; a block element starts and ends a paragraph (text around it too).
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) current += node.textContent ?? '';
    if (!(node instanceof Element) || hidden.has(node.localName)) return;
    if (node.localName === 'br') current += '\n';
    const block = blocks.has(node.localName);
    if (block) breakParagraph();
    node.childNodes.forEach(walk);
    if (block) breakParagraph();
  };
  body.childNodes.forEach(walk);
  breakParagraph();
  return texts.map((text) => text.split('\n').map((line) => line.trim())).filter((lines) => lines.some(Boolean));
}

const blocks = new Set(['p', 'div', 'li', 'ul', 'ol', 'blockquote', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'tr', 'section', 'article', 'header', 'footer', 'hr']);
/** Never text for a reader. */
const hidden = new Set(['script', 'style', 'template', 'noscript']);

/** The mail's text on one line, for the list's excerpt. */
export const excerptOf = (html: string) => htmlParagraphs(html).flat().join(' ');

/** The mail's text as typed in the compose box: blank lines between paragraphs, line breaks kept. */
export const textOf = (html: string) => htmlParagraphs(html).map((lines) => lines.join('\n')).join('\n\n');
