import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TextTree } from '@console/contracts';
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
  // Components re-render when a language's texts arrive after them.
  react: { useSuspense: false, bindI18nStore: 'added' },
  initAsync: false,
});

// The shell's own texts, one chunk per language.
const shellBundles: Record<LanguageCode, () => Promise<{ default: Record<string, Bundle> }>> = {
  en: () => import(/* webpackChunkName: "texts-en" */ './bundles/en'),
  fr: () => import(/* webpackChunkName: "texts-fr" */ './bundles/fr'),
  ar: () => import(/* webpackChunkName: "texts-ar" */ './bundles/ar'),
};
const textLoaders = new Map<string, (language: LanguageCode) => Promise<Bundle>>();
const loading = new Map<string, Promise<void>>();

function once(key: string, load: () => Promise<void>): Promise<void> {
  let running = loading.get(key);
  if (!running) {
    running = load();
    loading.set(key, running);
    running.catch(() => loading.delete(key)); // a failed download may be tried again
  }
  return running;
}

function loadNamespace(namespace: string, language: LanguageCode): Promise<void> {
  const loader = textLoaders.get(namespace);
  if (!loader) return Promise.resolve();
  return once(`${namespace}|${language}`, async () => {
    i18n.addResourceBundle(language, namespace, await loader(language), true, true);
  });
}

/** Downloads every text of a language (the shell's and each registered owner's) once. */
export function loadLanguage(language: LanguageCode): Promise<void> {
  const shell = once(`shell|${language}`, async () => {
    const { default: bundle } = await shellBundles[language]();
    for (const [namespace, texts] of Object.entries(bundle)) i18n.addResourceBundle(language, namespace, texts, true, true);
  });
  return Promise.all([shell, ...[...textLoaders.keys()].map((namespace) => loadNamespace(namespace, language))]).then(() => undefined);
}

/** Loads a language's texts, then switches to it (the old language stays on screen meanwhile). */
export async function switchLanguage(language: LanguageCode): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

/** Adds one namespace's texts for the languages given (a remote's menu labels, from its metadata). */
export function registerTranslations(namespace: string, bundles: Partial<Record<LanguageCode, Bundle>>): void {
  for (const [language, bundle] of Object.entries(bundles)) i18n.addResourceBundle(language, namespace, bundle, true, true);
}

/** A namespace whose texts load per language (a remote's own texts); loads the current language now. */
export function registerTextsLoader(namespace: string, loader: (language: LanguageCode) => Promise<Bundle>): Promise<void> {
  textLoaders.set(namespace, loader);
  return loadNamespace(namespace, (i18n.language as LanguageCode) || 'en');
}
