import i18next from 'i18next';

/** Texts as nested objects of strings (i18next's resource shape). */
export interface TextBundle {
  [key: string]: string | TextBundle;
}

/** One namespace's texts in one language, downloaded on demand (a remote's `texts`). */
export type TextsLoader = (language: 'en' | 'fr' | 'ar') => Promise<TextBundle>;

// Kept here, in the one runtime every app shares, so the shell's language switch also waits for
// the texts of remotes it never imported (a remote registers its loader when it is first used).
const loaders = new Map<string, TextsLoader>();
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

/** The language texts are shown in now ('en' before i18next has one). */
export function currentLanguage(): 'en' | 'fr' | 'ar' {
  const language = i18next.language;
  return language === 'fr' || language === 'ar' ? language : 'en';
}

/**
 * Resolves once the shell (or a standalone remote) has called `i18next.init`: i18next adds its
 * resource methods (`addResourceBundle`…) to the instance there. The shell opens the page's
 * remote, texts included, while its own bootstrap chunk (which calls init) may still be arriving.
 */
function initialised(): Promise<void> {
  if (i18next.isInitialized || i18next.isInitializing) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      i18next.off('initialized', done);
      resolve();
    };
    i18next.on('initialized', done);
  });
}

function loadNamespace(namespace: string, language: 'en' | 'fr' | 'ar'): Promise<void> {
  const loader = loaders.get(namespace);
  if (!loader) return Promise.resolve();
  return once(`${namespace}|${language}`, async () => {
    const texts = await loader(language);
    await initialised();
    i18next.addResourceBundle(language, namespace, texts, true, true);
  });
}

/**
 * Adds a namespace whose texts load per language and loads the current language (and English,
 * the fallback) now; resolves once they are in. Registering a namespace again changes nothing.
 */
export function registerTexts(namespace: string, loader: TextsLoader): Promise<void> {
  if (!loaders.has(namespace)) loaders.set(namespace, loader);
  const language = currentLanguage();
  return Promise.all([loadNamespace(namespace, 'en'), loadNamespace(namespace, language)]).then(() => undefined);
}

/** Downloads every registered namespace's texts for a language (before switching to it). */
export function loadRegisteredTexts(language: 'en' | 'fr' | 'ar'): Promise<void> {
  return Promise.all([...loaders.keys()].map((namespace) => loadNamespace(namespace, language))).then(() => undefined);
}
