import { act } from '@testing-library/react';
import i18next from 'i18next';
import type { TextTree } from '@console/contracts';

/**
 * Switches the tests' i18next to a language, with the texts the shell would have loaded for it
 * (`{ ui: uiFr }`); a remote's own texts load with its pages (renderRemote's loader). Like the
 * shell, it sets <html lang> first: the API client asks the API for that language.
 */
export async function switchTestLanguage(language: 'en' | 'fr' | 'ar', bundles: Record<string, TextTree> = {}): Promise<void> {
  for (const [namespace, texts] of Object.entries(bundles)) i18next.addResourceBundle(language, namespace, texts, true, true);
  document.documentElement.lang = language;
  // In act: an afterEach switching back runs before Testing Library unmounts the page, whose
  // translated components then re-render (React's "not wrapped in act" warnings otherwise).
  await act(() => i18next.changeLanguage(language));
}

function leaves(tree: TextTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));
}

/**
 * What a user reads or hears: text nodes and the labels, titles and placeholders of elements.
 * Self-contained, so Playwright can run it in a page (`page.evaluate(textsOnScreen)`).
 */
export function textsOnScreen(root: HTMLElement = document.body): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node.textContent ?? '');
  for (const element of root.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) found.push(element.getAttribute(name) ?? '');
  }
  return found.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/**
 * The English texts of `english` (a namespace's tree, per namespace) still on screen although the
 * translation says something else: untranslated keys and texts a component forgot to look up
 * both show as English here. Placeholders are left out; the fixed words around them count.
 */
export function englishLeftOnScreen(english: Record<string, TextTree>, translated: Record<string, TextTree>, root: HTMLElement = document.body): string[] {
  return englishAmong(english, translated, textsOnScreen(root));
}

/** englishLeftOnScreen's check on texts already collected (`screen`: textsOnScreen's answer). */
export function englishAmong(english: Record<string, TextTree>, translated: Record<string, TextTree>, screen: readonly string[]): string[] {
  const left = new Set<string>();
  for (const [namespace, tree] of Object.entries(english)) {
    const translation = new Map(leaves(translated[namespace] ?? {}));
    for (const [key, text] of leaves(tree)) {
      if (translation.get(key) === text) continue; // the same word in both languages ("Email")
      for (const part of text.split(/\{\{[^}]+\}\}/).map((piece) => piece.trim())) {
        if (part.length < 3) continue;
        if (screen.some((shown) => shown === part || (part.length >= 10 && shown.includes(part)))) left.add(`${namespace}:${key} "${part}"`);
      }
    }
  }
  return [...left];
}
