import type { ApiLanguage, Translated } from '../../accept-language';
import type { ContentTexts } from './translated-texts';

// Each language is its own chunk: a page downloads only the language it asks for, and an English
// page none (the seed's own texts are English). The domain index (the gate's side of the mock)
// imports this module: no static import of texts or of miragejs belongs here.
const download: Record<Translated, () => Promise<{ contentTexts: ContentTexts }>> = {
  fr: () => import('./content-texts.fr'),
  ar: () => import('./content-texts.ar'),
};
const loading = new Map<Translated, Promise<ContentTexts>>();

/** Loads `language`'s texts once; a download that failed is tried again by the next call. */
export function loadContentTexts(language: Translated): Promise<ContentTexts> {
  let texts = loading.get(language);
  if (!texts) {
    texts = download[language]().then((module) => module.contentTexts);
    loading.set(language, texts);
    texts.catch(() => loading.delete(language));
  }
  return texts;
}

/**
 * The texts a handler answers `language` with; undefined for English (the seed). Through the gate
 * they are loaded before the call arrives; a server started without it (tests) loads them here.
 */
export async function textsIn(language: ApiLanguage): Promise<ContentTexts | undefined> {
  return language === 'en' ? undefined : loadContentTexts(language);
}
