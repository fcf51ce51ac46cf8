import i18next from 'i18next';
import { messagesEn, type LanguageCode } from '@console/contracts';
import { initReactI18next, registerTexts } from '@console/runtime';
import { englishMessagesNamespace } from '../form/message-text';

// The kit's and the schemas' messages, which the shell's bundles carry when there is a shell.
const kitTexts = {
  en: async () => ({ ui: (await import('./ui-en')).uiEn, messages: messagesEn }),
  fr: async () => ({ ui: (await import('./ui-fr')).uiFr, messages: (await import('./messages-fr')).messagesFr }),
  ar: async () => ({ ui: (await import('./ui-ar')).uiAr, messages: (await import('./messages-ar')).messagesAr }),
};

/**
 * i18next for a remote running on its own (the shell sets it up otherwise), in the language it
 * starts in (standalone/standalone-language.ts: `?lang=`, or the one chosen earlier in the tab).
 * Resolves once the kit's texts for it are in.
 */
export async function initStandaloneI18n(language: LanguageCode = 'en'): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false }, // React escapes
    // Components re-render when their own namespace's texts arrive after them (@console/runtime's useTranslation).
    react: { useSuspense: false },
    initAsync: false,
  });
  await Promise.all([
    registerTexts('ui', async (lang) => (await kitTexts[lang]()).ui),
    registerTexts('messages', async (lang) => (await kitTexts[lang]()).messages),
  ]);
  i18next.addResourceBundle('en', englishMessagesNamespace, messagesEn, true, true);
}
