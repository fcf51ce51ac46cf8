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
    expect(textOf('Hi Maya,<br>see below.<div>Notes</div>Leo')).toBe('Hi Maya,\nsee below.\n\nNotes\n\nLeo');
  });

  it('gives the text of nested blocks once each', () => {
    expect(htmlParagraphs('<div><p>One</p><p>Two</p></div>')).toEqual([['One'], ['Two']]);
    expect(htmlParagraphs('<ul><li>First <b>point</b></li><li>Second</li></ul><blockquote><div>Quoted</div></blockquote>')).toEqual([['First point'], ['Second'], ['Quoted']]);
    expect(excerptOf('<div>Intro<p>Body</p>End</div>')).toBe('Intro Body End');
  });

  it('leaves out what a reader never sees: scripts and styles', () => {
    expect(htmlParagraphs('<style>p { color: red }</style><p>Seen</p><script>alert(1)</script>')).toEqual([['Seen']]);
  });
});
