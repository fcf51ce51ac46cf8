/**
 * A mail's HTML as plain paragraphs (each a list of lines), broken where a browser breaks it.
 * Parsing with DOMParser runs no script and loads nothing, and only text is kept, so a mail's
 * markup can never act on the page.
 */
export function htmlParagraphs(html: string): string[][] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const texts: string[] = [];
  let current = '';
  const breakParagraph = () => {
    texts.push(current);
    current = '';
  };
  // A block ends the line it follows, but adds no empty one (a <br> closing a block makes none, as on screen).
  const breakLine = () => {
    if (!endsEmptyLine.test(current)) current += '\n';
  };
  const spaceWords = () => {
    if (!/\s$/.test(current)) current += ' ';
  };
  // inCell: in a cell beside others, where a row must stay one line (its blocks only space their words).
  const walk = (node: Node, inCell: boolean, pre: boolean) => {
    if (node.nodeType === Node.TEXT_NODE) {
      // The source's line breaks are spaces on screen, but in <pre>.
      const text = pre ? (node.textContent ?? '') : (node.textContent ?? '').replace(sourceSpace, ' ');
      current += inCell ? text.replace(/\n/g, ' ') : text;
      return;
    }
    if (!(node instanceof Element) || hidden.has(node.localName)) return;
    const name = node.localName;
    if (name === 'br') {
      if (inCell) spaceWords();
      else current += '\n';
      return;
    }
    const cell = name === 'td' || name === 'th';
    if (cell) current += cellStart;
    const table = name === 'table';
    const block = paragraphBlocks.has(name) ? breakParagraph : lineBlocks.has(name) ? breakLine : null;
    // A table in a cell is a layout's: it breaks as anywhere else.
    const around = block && inCell && !table ? spaceWords : block;
    around?.();
    if (name === 'li') current += itemMark(node);
    const childInCell = table ? false : cell ? besideOthers(node) : inCell;
    node.childNodes.forEach((child) => walk(child, childInCell, pre || name === 'pre'));
    around?.();
  };
  body.childNodes.forEach((node) => walk(node, false, false));
  breakParagraph();
  return texts.flatMap(splitAtEmptyLines);
}

/** A line as shown: its cells' texts trimmed, apart by " · ", empty ones (spacer cells) left out. */
const lineText = (line: string) =>
  line
    .split(cellStart)
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' · ');

/** A paragraph's lines; an empty line (<br><br>, <div><br></div>) parts paragraphs, as the gap on screen does. */
function splitAtEmptyLines(text: string): string[][] {
  const groups: string[][] = [[]];
  for (const line of text.split('\n').map(lineText)) {
    if (line) groups.at(-1)?.push(line);
    else groups.push([]);
  }
  return groups.filter((group) => group.length > 0);
}

/** A list item's bullet, or its number in an ordered list (from the list's start). */
function itemMark(item: Element): string {
  const list = item.parentElement;
  if (!(list instanceof HTMLOListElement)) return '• ';
  const before = [...list.children].filter((child) => child.localName === 'li').indexOf(item);
  return `${list.start + before}. `;
}

/** A cell with others in its row: a data table's, whose row reads as one line (a lone cell holds a layout's whole text). */
const besideOthers = (cell: Element) => [...(cell.parentElement?.children ?? [])].filter((child) => child.localName === 'td' || child.localName === 'th').length > 1;

/** Where a cell starts in a line (a control character no mail's text holds), turned into " · " between cells. */
const cellStart = '\u001f';
const endsEmptyLine = new RegExp(`(^|\\n)[ ${cellStart}]*$`);
/** Whitespace holding a line break or a tab: one space on screen. */
const sourceSpace = /[ ]*[\t\n\r\f][\t\n\r\f ]*/g;

/** Blocks with a gap around them (a paragraph each). */
const paragraphBlocks = new Set(['p', 'ul', 'ol', 'dl', 'blockquote', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'hr', 'figure']);
/** Blocks on lines of their own, with no gap: a <div> per line, a list item, a table row. */
const lineBlocks = new Set(['div', 'li', 'tr', 'caption', 'section', 'article', 'header', 'footer', 'main', 'nav', 'aside', 'address', 'dt', 'dd', 'figcaption', 'center', 'form', 'fieldset', 'details', 'summary']);
/** Never text for a reader. */
const hidden = new Set(['script', 'style', 'template', 'noscript']);

/** The mail's text on one line, for the list's excerpt. */
export const excerptOf = (html: string) => htmlParagraphs(html).flat().join(' ');

/** The mail's text as typed in the compose box: blank lines between paragraphs, line breaks kept. */
export const textOf = (html: string) => htmlParagraphs(html).map((lines) => lines.join('\n')).join('\n\n');
