import { defaultLayout, layoutStorageKey, readLayout, useLayoutSettings } from './layout-settings-store';

afterEach(() => {
  localStorage.clear();
  useLayoutSettings.getState().set('language', 'en');
  useLayoutSettings.getState().reset();
});

it('resets the look to the defaults but keeps the language, with its own direction', () => {
  const { set } = useLayoutSettings.getState();
  set('language', 'ar');
  set('rtl', false); // turned off in the customizer
  set('skin', 'bordered');
  set('menuCollapsed', true);
  useLayoutSettings.getState().reset();
  expect(useLayoutSettings.getState()).toMatchObject({ ...defaultLayout, language: 'ar', rtl: true });
});

it('starts from the spec defaults', () => {
  expect(readLayout()).toEqual({
    skin: 'light',
    lightSkin: 'light',
    contentWidth: 'full',
    menuType: 'vertical',
    menuCollapsed: false,
    menuHidden: false,
    navbarType: 'static',
    footerType: 'static',
    routerTransition: 'fadeIn',
    rtl: false,
    scrollToTop: true,
    language: 'en',
  });
});

it('keeps every change in local storage', () => {
  useLayoutSettings.getState().set('menuCollapsed', true);
  useLayoutSettings.getState().set('skin', 'dark');
  expect(JSON.parse(localStorage.getItem(layoutStorageKey) ?? '{}')).toMatchObject({ menuCollapsed: true, skin: 'dark' });
  expect(readLayout()).toMatchObject({ menuCollapsed: true, skin: 'dark' });
});

it("follows another tab's choice (the storage event only other tabs raise)", () => {
  localStorage.setItem(layoutStorageKey, JSON.stringify({ ...defaultLayout, skin: 'dark', language: 'fr' }));
  window.dispatchEvent(new StorageEvent('storage', { key: layoutStorageKey }));
  expect(useLayoutSettings.getState()).toMatchObject({ skin: 'dark', language: 'fr' });
  window.dispatchEvent(new StorageEvent('storage', { key: 'something.else' }));
  expect(useLayoutSettings.getState().skin).toBe('dark');
});

it('ignores hand-edited or corrupted values, setting by setting', () => {
  localStorage.setItem(layoutStorageKey, JSON.stringify({ skin: 'neon', menuCollapsed: 'yes', language: 'xx', navbarType: 'floating', rtl: true }));
  expect(readLayout()).toEqual({ ...defaultLayout, navbarType: 'floating', rtl: true });
  localStorage.setItem(layoutStorageKey, '{broken');
  expect(readLayout()).toEqual(defaultLayout);
});

describe('a first visit, with no language chosen yet', () => {
  const browserSays = (languages: string[]) => jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  afterEach(() => jest.restoreAllMocks());

  it('speaks the browser’s first language the console has, Arabic right to left', () => {
    localStorage.clear();
    browserSays(['de-DE', 'fr-CA', 'en']);
    expect(readLayout()).toMatchObject({ language: 'fr', rtl: false });
    browserSays(['ar-EG']);
    expect(readLayout()).toMatchObject({ language: 'ar', rtl: true });
    browserSays(['de-DE', 'ja']);
    expect(readLayout()).toMatchObject({ language: 'en', rtl: false });
  });

  it('keeps a language chosen before, whatever the browser says', () => {
    browserSays(['ar']);
    localStorage.setItem(layoutStorageKey, JSON.stringify({ language: 'en', rtl: false }));
    expect(readLayout()).toMatchObject({ language: 'en', rtl: false });
  });
});
