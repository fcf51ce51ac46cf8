import { dropLanguageFromAddress, showLanguageOnPage, standaloneLanguageKey, startingLanguage } from './standalone-language';

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
  document.getElementById('bootstrap-stylesheet')?.remove();
});

describe('the language of a remote running alone', () => {
  it('starts in the language ?lang= names, and remembers it for the tab', () => {
    expect(startingLanguage('?lang=fr')).toBe('fr');
    expect(sessionStorage.getItem(standaloneLanguageKey)).toBe('fr');
    expect(startingLanguage('')).toBe('fr');
    expect(startingLanguage('?lang=ar')).toBe('ar');
    expect(startingLanguage('?q=x')).toBe('ar');
  });

  it('starts in English when nothing names a language it has', () => {
    expect(startingLanguage('')).toBe('en');
    expect(startingLanguage('?lang=de')).toBe('en');
    sessionStorage.setItem(standaloneLanguageKey, 'klingon');
    expect(startingLanguage('')).toBe('en');
  });

  it('still starts where the browser refuses to store it', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(startingLanguage('?lang=fr', refusing)).toBe('fr');
  });

  it('takes ?lang= off the address once read, keeping the rest of it', () => {
    window.history.replaceState({ idx: 0 }, '', '/pages/blog/list?lang=ar&page=2#top');
    dropLanguageFromAddress();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/pages/blog/list?page=2#top');
    expect(window.history.state).toEqual({ idx: 0 });
  });

  it('turns the page right to left in Arabic, with Bootstrap’s stylesheet for that direction in place of the other', async () => {
    const earlier = document.createElement('link');
    earlier.id = 'bootstrap-stylesheet';
    earlier.rel = 'stylesheet';
    earlier.href = '/standalone/assets/bootstrap.min.css';
    document.head.append(earlier);

    const shown = showLanguageOnPage('ar');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const next = document.getElementById('bootstrap-stylesheet');
    expect(next).not.toBe(earlier);
    // The old sheet stays until the new one has loaded: no unstyled moment.
    expect(earlier.isConnected).toBe(true);
    next?.dispatchEvent(new Event('load'));
    await shown;
    expect(earlier.isConnected).toBe(false);
  });
});
