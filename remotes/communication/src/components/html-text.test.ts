import { excerptOf, htmlParagraphs, textOf } from './html-text';

describe('a mail’s HTML as text', () => {
  it('keeps paragraphs and line breaks, and drops markup', () => {
    expect(htmlParagraphs('<p>Hi Rosa,</p><p>See <b>you</b> soon.</p><p>Best,<br>Kwame</p>')).toEqual([['Hi Rosa,'], ['See you soon.'], ['Best,', 'Kwame']]);
    expect(excerptOf('<p>Hi Rosa,</p><p>See you.</p>')).toBe('Hi Rosa, See you.');
  });

  it('never turns a payload into elements: only its text remains', () => {
    expect(htmlParagraphs('<p>Hello<img src="x" onerror="alert(1)"></p><p></p>')).toEqual([['Hello']]);
    expect(htmlParagraphs('plain text only')).toEqual([['plain text only']]);
  });

  it('gives a draft back as the text it was typed as', () => {
    expect(textOf('<p>Hi Amara,</p><p>Two &amp; one.</p><p>Best,<br>Rosa</p>')).toBe('Hi Amara,\n\nTwo & one.\n\nBest,\nRosa');
    expect(textOf('<p></p>')).toBe('');
  });

  it('keeps the text outside any paragraph, each in its place', () => {
    expect(htmlParagraphs('Hi Maya,<p>The cut is ready.</p>Thanks, Leo')).toEqual([['Hi Maya,'], ['The cut is ready.'], ['Thanks, Leo']]);
    // A <div> is a line of its own, without the gap of a paragraph (as on screen).
    expect(textOf('Hi Maya,<br>see below.<div>Notes</div>Leo')).toBe('Hi Maya,\nsee below.\nNotes\nLeo');
  });

  it('gives the text of nested blocks once each', () => {
    expect(htmlParagraphs('<div><p>One</p><p>Two</p></div>')).toEqual([['One'], ['Two']]);
    expect(htmlParagraphs('<ul><li>First <b>point</b></li><li>Second</li></ul><blockquote><div>Quoted</div></blockquote>')).toEqual([['• First point', '• Second'], ['Quoted']]);
    expect(excerptOf('<div>Intro<p>Body</p>End</div>')).toBe('Intro Body End');
  });

  it('leaves out what a reader never sees: scripts and styles', () => {
    expect(htmlParagraphs('<style>p { color: red }</style><p>Seen</p><script>alert(1)</script>')).toEqual([['Seen']]);
  });

  it('reads a table row by row, its cells apart, even laid out over several source lines', () => {
    const table = `<p>The order:</p>
      <table>
        <tr><th>Name</th><th>Qty</th><th>Price</th></tr>
        <tr>
          <td>Tripod</td>
          <td>2</td>
          <td><b>€</b>40</td>
        </tr>
      </table>
      <p>Thanks</p>`;
    expect(htmlParagraphs(table)).toEqual([['The order:'], ['Name · Qty · Price', 'Tripod · 2 · €40'], ['Thanks']]);
    expect(excerptOf(table)).toBe('The order: Name · Qty · Price Tripod · 2 · €40 Thanks');
    expect(textOf('<table><tr><td>A</td><td>1</td></tr><tr><td>B</td><td>2</td></tr></table>')).toBe('A · 1\nB · 2');
  });

  it('keeps a table row one line when its cells hold blocks, and skips empty spacer cells', () => {
    expect(htmlParagraphs('<table><tr><td><p>Name</p></td><td></td><td><div>Qty</div><div>per day</div></td></tr><tr><td>Lens<br>50 mm</td><td>1</td></tr></table>')).toEqual([['Name · Qty per day', 'Lens 50 mm · 1']]);
  });

  it('lays out a one-column layout table’s text as paragraphs, as a newsletter shows it', () => {
    expect(htmlParagraphs('<table><tr><td><p>Hello,</p><p>The line-up is out.</p></td></tr></table>')).toEqual([['Hello,'], ['The line-up is out.']]);
  });

  it('puts each list item on a line of its own, with its bullet or number', () => {
    expect(htmlParagraphs('<p>Agenda:</p><ol><li>Budget</li><li>Cast</li></ol><ol start="4"><li>Music</li></ol>')).toEqual([['Agenda:'], ['1. Budget', '2. Cast'], ['4. Music']]);
    expect(excerptOf('<ul><li>Tripod</li><li>Lens</li></ul>')).toBe('• Tripod • Lens');
  });

  it('breaks lines only where the mail does: <br> and blocks, not the source’s line breaks', () => {
    expect(htmlParagraphs('<p>See you\n   on Friday,<br>\n Jonas</p>')).toEqual([['See you on Friday,', 'Jonas']]);
    // A mail client's line per <div>, a blank line between paragraphs.
    expect(htmlParagraphs('<div>Hi Rosa,</div><div><br></div><div>The cut is ready.</div><div>Grace<br></div>')).toEqual([['Hi Rosa,'], ['The cut is ready.', 'Grace']]);
    expect(htmlParagraphs('Best,<br><br>Kwame')).toEqual([['Best,'], ['Kwame']]);
    expect(htmlParagraphs('<pre>line one\nline two</pre>')).toEqual([['line one', 'line two']]);
  });
});
