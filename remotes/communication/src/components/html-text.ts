/**
 * A mail's HTML as plain paragraphs (each a list of lines). Parsing with DOMParser runs no script
 * and loads nothing, and only text is kept, so a mail's markup can never act on the page.
 */
export function htmlParagraphs(html: string): string[][] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  body.querySelectorAll('br').forEach((br) => br.replaceWith('\n'));
  const blocks = body.querySelectorAll('p, div, li');
  const texts = blocks.length ? [...blocks].map((block) => block.textContent ?? '') : [body.textContent ?? ''];
  return texts.map((text) => text.split('\n').map((line) => line.trim())).filter((lines) => lines.some(Boolean));
}

/** The mail's text on one line, for the list's excerpt. */
export const excerptOf = (html: string) => htmlParagraphs(html).flat().join(' ');

/** The mail's text as typed in the compose box: blank lines between paragraphs, line breaks kept. */
export const textOf = (html: string) => htmlParagraphs(html).map((lines) => lines.join('\n')).join('\n\n');
