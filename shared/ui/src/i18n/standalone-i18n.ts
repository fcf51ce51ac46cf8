import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * i18next for a remote running on its own (the shell sets it up otherwise): English, or the
 * language named by `?lang=fr|ar` so a developer can check a translation without the shell.
 */
export function initStandaloneI18n(search = window.location.search): void {
  if (i18next.isInitialized) return;
  const asked = new URLSearchParams(search).get('lang');
  const language = asked === 'fr' || asked === 'ar' ? asked : 'en';
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
  void i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: false, bindI18nStore: 'added' },
    initAsync: false,
  });
}
