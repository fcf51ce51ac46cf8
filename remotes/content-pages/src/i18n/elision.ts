/**
 * French elides "de" and "le" before a vowel sound: "le commentaire d’Omar", but "de Nadia". A
 * text that puts a person's name after one of them has a French `_elided` form (i18next's
 * context); English and Arabic have none, so i18next falls back to the plain text there.
 */
export type WithElision<T> = {
  [K in keyof T & string as T[K] extends string ? `${K}_elided` : never]?: string;
} & {
  [K in keyof T as T[K] extends string ? never : K]?: WithElision<T[K]>;
};

/**
 * Whether a name starts with a vowel sound: a vowel (accents aside), a mute h (Hélène, Henri), or
 * a Y before a consonant (Yves; Yann starts with a consonant sound).
 */
export function startsWithVowelSound(name: string): boolean {
  const plain = name.trim().normalize('NFD').replace(/\p{Mn}/gu, '').toLowerCase();
  return /^[aeiouœæ]/.test(plain) || /^h[aeiouy]/.test(plain) || /^y[^aeiouy]/.test(plain);
}

/** A text's values for a person's name, with the context that picks the elided French form. */
export function personValues(name: string): { name: string; context?: 'elided' } {
  return startsWithVowelSound(name) ? { name, context: 'elided' } : { name };
}
