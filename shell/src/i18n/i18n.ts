import i18next from 'i18next';
import type { TextTree } from '@console/contracts';
import { initReactI18next, loadRegisteredTexts } from '@console/runtime';
import { englishMessagesNamespace } from '@console/ui';
import { languages, type LanguageCode } from './languages';

type Bundle = TextTree;

/**
 * The console's one i18next instance: the default instance of the shared i18next singleton, so
 * the shell and every remote translate through it. A namespace per owner ('shell', 'search',
 * 'ui', one per remote); texts arrive per language, only for the language in use.
 */
export const i18n = i18next;

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: languages.map((language) => language.code),
  defaultNS: 'shell',
  ns: ['shell'],
  resources: {},
  partialBundledLanguages: true,
  interpolation: { escapeValue: false }, // React escapes
  // Components re-render when their own namespace's texts arrive after them (@console/runtime's useTranslation).
  react: { useSuspense: false },
  initAsync: false,
});

// The shell's own texts, one chunk per language.
const shellBundles: Record<LanguageCode, () => Promise<{ default: Record<string, Bundle> }>> = {
  en: () => import(/* webpackChunkName: "texts-en" */ './bundles/en'),
  fr: () => import(/* webpackChunkName: "texts-fr" */ './bundles/fr'),
  ar: () => import(/* webpackChunkName: "texts-ar" */ './bundles/ar'),
};
const loadingShell = new Map<LanguageCode, Promise<void>>();

function shellTexts(language: LanguageCode): Promise<void> {
  let running = loadingShell.get(language);
  if (!running) {
    running = shellBundles[language]().then(({ default: bundle }) => {
      for (const [namespace, texts] of Object.entries(bundle)) i18n.addResourceBundle(language, namespace, texts, true, true);
    });
    loadingShell.set(language, running);
    running.catch(() => loadingShell.delete(language)); // a failed download may be tried again
  }
  return running;
}

/**
 * Downloads every text of a language (the shell's and each remote's registered so far) once.
 * Only the shell's must arrive: a remote's texts that fail leave that remote in English (the
 * fallback) and are asked for again when its page next loads, which shows its error card if they
 * fail again. Before, one remote's texts failing at start-up left the console on its splash.
 */
export function loadLanguage(language: LanguageCode): Promise<void> {
  const remotes = loadRegisteredTexts(language).catch((error: unknown) => console.error(`Some remote texts (${language}) could not be loaded:`, error));
  return Promise.all([shellTexts(language), remotes]).then(() => undefined);
}

/** Loads a language's texts, then switches to it (the old language stays on screen meanwhile). */
export async function switchLanguage(language: LanguageCode): Promise<void> {
  await loadLanguage(language);
  // Switching to the language already shown would still tell every translated component on the
  // page to render again (the layout's settings apply their language once it mounts).
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** Adds one namespace's texts for the languages given (a remote's menu labels, from its metadata). */
export function registerTranslations(namespace: string, bundles: Partial<Record<LanguageCode, Bundle>>): void {
  for (const [language, bundle] of Object.entries(bundles)) i18n.addResourceBundle(language, namespace, bundle, true, true);
}

/**
 * Adds message keys' English texts (how the API words them), whatever language is shown: the
 * sign-in pages need the auth keys only, the signed-in console every domain's.
 */
export function registerEnglishMessages(texts: Readonly<Record<string, string>>): void {
  i18n.addResourceBundle('en', englishMessagesNamespace, texts, true, true);
}
