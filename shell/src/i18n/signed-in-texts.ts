import { registerTexts } from '@console/runtime';

// Each language its own chunk, as the search's texts: the sign-in pages' JS is budgeted
// (docs/benchmark.md) and they never show the signed-in layout.
const bundles = {
  en: () => import(/* webpackChunkName: "signed-in-texts-en" */ './signed-in-en').then((texts) => texts.signedInEn),
  fr: () => import(/* webpackChunkName: "signed-in-texts-fr" */ './signed-in-fr').then((texts) => texts.signedInFr),
  ar: () => import(/* webpackChunkName: "signed-in-texts-ar" */ './signed-in-ar').then((texts) => texts.signedInAr),
};

/**
 * The signed-in layout's texts, added to the 'shell' namespace in its language (and English, the
 * fallback) before the layout shows; a language switch loads them too (registered). Unlike the
 * search's, a failure is the layout's: without them its menu and navbar would read as keys, so
 * the route shows the console's error page (Reload), as when the layout's own chunk fails.
 */
export function loadSignedInTexts(): Promise<void> {
  return registerTexts('shell', (language) => bundles[language]());
}
