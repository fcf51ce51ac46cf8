const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes seeded copy so an article body can only hold the markup the helpers write. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

// One slug rule for the seed and the blog's edit form.
export { slugify } from '@console/contracts/src/content-pages';

/** The parts of an article body, all plain text. */
export interface ArticleParts {
  paragraphs: readonly string[];
  heading?: string;
  list?: readonly string[];
  tip?: string;
  /** The words before the tip, in the article's language. */
  tipLabel?: string;
}

/** Builds safe article HTML (p, h2, ul/li, strong) from plain text parts. Its heading is an h2: the page that shows it has the title as h1, and a screen reader lists headings by level. */
export function articleHtml({ paragraphs, heading, list, tip, tipLabel = 'Tip:' }: ArticleParts): string {
  const parts = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`);
  if (heading) parts.push(`<h2>${escapeHtml(heading)}</h2>`);
  if (list?.length) parts.push(`<ul>${list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`);
  if (tip) parts.push(`<p><strong>${escapeHtml(tipLabel)}</strong> ${escapeHtml(tip)}</p>`);
  return parts.join('');
}

/** Lower-cased, trimmed search text from a query value ('' means "no filter"). */
export function searchText(value: string): string {
  return value.trim().toLowerCase();
}
