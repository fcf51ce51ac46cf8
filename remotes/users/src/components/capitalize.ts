/** A word as a label: 'enterprise' → 'Enterprise'. */
export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
