/** The console's languages; Arabic is written right to left and turns the layout around. */
export const languages = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'fr', label: 'Français', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
] as const;

export type LanguageCode = (typeof languages)[number]['code'];

export function isLanguage(value: unknown): value is LanguageCode {
  return languages.some((language) => language.code === value);
}

export function directionOf(code: LanguageCode): 'ltr' | 'rtl' {
  return languages.find((language) => language.code === code)?.dir ?? 'ltr';
}

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
