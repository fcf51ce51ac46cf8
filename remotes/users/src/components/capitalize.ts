/** A name as a label: 'enterprise' → 'Enterprise', 'en attente' → 'En attente'. */
export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * A name shown as a label inside other markup (a badge): a one-word name keeps its text as
 * written ('active', what assistive tech reads) and CSS capitalizes it; a name of several words
 * ('en attente') is capitalized here instead, since CSS would capitalize each of its words.
 */
export function asLabel(name: string): { text: string; className: string } {
  return /\s/.test(name.trim()) ? { text: capitalize(name), className: '' } : { text: name, className: 'text-capitalize' };
}
