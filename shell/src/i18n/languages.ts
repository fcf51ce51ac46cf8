import { isLanguage, type LanguageCode } from '@console/contracts';

// The list is the console's, shared with a remote run on its own (its language select).
export { directionOf, isLanguage, languages, type LanguageCode } from '@console/contracts';

/**
 * The browser's first preferred language the console speaks ('fr-CA' is French), for a first
 * visit with no language chosen yet; English when none is. index.template.html's before-paint
 * script picks it the same way.
 */
export function browserLanguage(preferred: readonly string[] = globalThis.navigator?.languages ?? []): LanguageCode {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}
