// No miragejs here: the gate (backend-gate.ts) reads a call's language before any of the mock loads.

/** The languages the mock writes its seeded catalogue texts in; English is the seed's own. */
export const apiLanguages = ['en', 'fr', 'ar'] as const;
export type ApiLanguage = (typeof apiLanguages)[number];
/** A language the seed is translated into. */
export type Translated = Exclude<ApiLanguage, 'en'>;

const isApiLanguage = (tag: string): tag is ApiLanguage => (apiLanguages as readonly string[]).includes(tag);

/**
 * The first supported language of an Accept-Language value, in the client's order of preference
 * ('fr-FR,fr;q=0.9' → 'fr', 'de,ar;q=0.5' → 'ar'); 'en' when none is (or no header at all).
 */
export function languageFrom(header: string | null | undefined): ApiLanguage {
  const ranges = (header ?? '').split(',').map((range, index) => {
    const [tag = '', ...params] = range.split(';').map((part) => part.trim());
    const weight = params.find((param) => /^q=/i.test(param));
    const q = weight === undefined ? 1 : Number(weight.slice(2));
    return { primary: tag.toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, index };
  });
  // q=0 means "not this one"; equal weights keep the order they were written in.
  const preferred = ranges.filter((range) => range.q > 0).sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { primary } of preferred) if (isApiLanguage(primary)) return primary;
  return 'en';
}
