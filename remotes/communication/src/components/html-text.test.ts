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
});
