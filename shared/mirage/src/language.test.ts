import type { Request } from 'miragejs';
import { languageFrom, requestLanguage } from './language';

describe('languageFrom (Accept-Language)', () => {
  it.each([
    ['fr', 'fr'],
    ['ar', 'ar'],
    ['en', 'en'],
    ['fr-FR,fr;q=0.9', 'fr'],
    ['FR-ca', 'fr'],
    ['ar-MA, en;q=0.8', 'ar'],
    ['de-DE,de;q=0.9,ar;q=0.5,fr;q=0.4', 'ar'],
    ['en;q=0.3, fr;q=0.7', 'fr'],
    ['fr;q=0, ar', 'ar'],
    ['de, es', 'en'],
    ['*', 'en'],
    ['', 'en'],
    ['fr;q=abc, ar;q=0.1', 'ar'],
  ])('%p asks for %p', (header, language) => {
    expect(languageFrom(header)).toBe(language);
  });

  it('answers English when there is no header', () => {
    expect(languageFrom(undefined)).toBe('en');
    expect(languageFrom(null)).toBe('en');
  });
});

describe('requestLanguage', () => {
  const request = (requestHeaders: Record<string, string>) => ({ requestHeaders }) as Pick<Request, 'requestHeaders'>;

  it('reads the header whatever the case of its name (fetch lower-cases it, XHR keeps it)', () => {
    expect(requestLanguage(request({ 'accept-language': 'fr' }))).toBe('fr');
    expect(requestLanguage(request({ 'Accept-Language': 'ar' }))).toBe('ar');
    expect(requestLanguage(request({ 'ACCEPT-LANGUAGE': 'fr-BE' }))).toBe('fr');
  });

  it('answers English without the header', () => {
    expect(requestLanguage(request({ Authorization: 'Bearer x' }))).toBe('en');
  });
});
