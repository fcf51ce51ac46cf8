import { registerTexts } from '@console/runtime';

// Each language its own chunk, as a remote's texts: not in the shell's texts, which the sign-in
// pages download (their JS is budgeted, docs/benchmark.md) and which never show the search.
const bundles = {
  en: () => import(/* webpackChunkName: "search-texts-en" */ './i18n/search-en').then((texts) => texts.searchEn),
  fr: () => import(/* webpackChunkName: "search-texts-fr" */ './i18n/search-fr').then((texts) => texts.searchFr),
  ar: () => import(/* webpackChunkName: "search-texts-ar" */ './i18n/search-ar').then((texts) => texts.searchAr),
};

/**
 * The navbar search's and bookmarks' texts, loaded with the signed-in layout in its language (and
 * English, the fallback); a language switch loads them too (registered). A failed download leaves
 * the console working, its search in English or by key, and is tried again on the next switch.
 */
export function loadSearchTexts(): Promise<void> {
  return registerTexts('search', (language) => bundles[language]()).catch((error: unknown) => console.error('The search texts could not be loaded:', error));
}
