import { excerptOf, htmlParagraphs } from './html-text';

describe('a mail’s HTML as text', () => {
  it('keeps paragraphs and line breaks, and drops markup', () => {
    expect(htmlParagraphs('<p>Hi Rosa,</p><p>See <b>you</b> soon.</p><p>Best,<br>Kwame</p>')).toEqual([['Hi Rosa,'], ['See you soon.'], ['Best,', 'Kwame']]);
    expect(excerptOf('<p>Hi Rosa,</p><p>See you.</p>')).toBe('Hi Rosa, See you.');
  });

  it('never turns a payload into elements: only its text remains', () => {
    expect(htmlParagraphs('<p>Hello<img src="x" onerror="alert(1)"></p><p></p>')).toEqual([['Hello']]);
    expect(htmlParagraphs('plain text only')).toEqual([['plain text only']]);
  });
});
