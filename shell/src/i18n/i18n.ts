import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, type LanguageCode } from './languages';
import { shellAr } from './shell-ar';
import { shellEn } from './shell-en';
import { shellFr } from './shell-fr';
import { uiTexts } from './ui-texts';

type Bundle = Record<string, unknown>;

/**
 * The shell's one i18next instance. Each feature registers its own namespace of texts next to
 * its code (`registerTranslations`), so a component and its words live together.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: languages.map((language) => language.code),
  defaultNS: 'shell',
  ns: ['shell', 'ui'],
  resources: {
    en: { shell: shellEn, ui: uiTexts.en },
    fr: { shell: shellFr, ui: uiTexts.fr },
    ar: { shell: shellAr, ui: uiTexts.ar },
  },
  interpolation: { escapeValue: false }, // React escapes
  react: { useSuspense: false },
  initAsync: false,
});

/** Adds one namespace's texts for every language (English is the fallback for missing keys). */
export function registerTranslations(namespace: string, bundles: Partial<Record<LanguageCode, Bundle>>): void {
  for (const [language, bundle] of Object.entries(bundles)) i18n.addResourceBundle(language, namespace, bundle, true, true);
}
