import i18next from 'i18next';
import { directionOf, isLanguage, type LanguageCode } from '@console/contracts';
import { loadRegisteredTexts } from '@console/runtime';
import { loadBootstrapFor } from '../theme/bootstrap-stylesheet';

/**
 * Where a remote running alone keeps the language chosen: per tab, like its session. Its own key,
 * not the shell's `console.layout`, which describes the shell's whole layout.
 */
export const standaloneLanguageKey = 'console.standalone.language';

// Where the browser blocks site data, merely reading sessionStorage throws: the language is then not kept.
function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function remember(language: LanguageCode, storage = tabStorage()): void {
  try {
    storage?.setItem(standaloneLanguageKey, language);
  } catch {
    // Full or blocked storage: the language holds until the next reload.
  }
}

function remembered(storage = tabStorage()): LanguageCode | undefined {
  try {
    const kept = storage?.getItem(standaloneLanguageKey);
    return isLanguage(kept) ? kept : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The language to start in: the one `?lang=en|fr|ar` names (then remembered for this tab), else the
 * one chosen earlier in this tab, else English.
 */
export function startingLanguage(search = window.location.search, storage = tabStorage()): LanguageCode {
  const asked = new URLSearchParams(search).get('lang');
  if (!isLanguage(asked)) return remembered(storage) ?? 'en';
  remember(asked, storage);
  return asked;
}

/**
 * Takes `?lang=` off the address once it is remembered: left there, a reload would overrule the
 * language chosen in the header since. Call it before the router reads the address.
 */
export function dropLanguageFromAddress(win: Window = window): void {
  const url = new URL(win.location.href);
  if (!url.searchParams.has('lang')) return;
  url.searchParams.delete('lang');
  win.history.replaceState(win.history.state, '', url);
}

/**
 * `<html lang dir>` and Bootstrap's stylesheet for that direction; resolves once the stylesheet
 * has loaded. `lang` first: the API client asks the API for that language.
 */
export function showLanguageOnPage(language: LanguageCode, doc: Document = document): Promise<void> {
  const dir = directionOf(language);
  doc.documentElement.lang = language;
  doc.documentElement.dir = dir;
  return loadBootstrapFor(dir, doc);
}

// The last language asked for: a slower download of an earlier choice must not win over it.
let latestChoice = 0;

/**
 * Switches the page to a language once its texts (the kit's, the remote's) are in, the old one
 * staying on screen meanwhile, and remembers it for this tab. Resolves false when a later choice
 * overtook this one; rejects when the texts cannot be loaded (the language then stays as it was).
 */
export async function switchStandaloneLanguage(language: LanguageCode): Promise<boolean> {
  const choice = ++latestChoice;
  await loadRegisteredTexts(language);
  if (choice !== latestChoice) return false;
  remember(language);
  // Not awaited, as in the shell: the texts switch now, Bootstrap's other build follows.
  void showLanguageOnPage(language);
  await i18next.changeLanguage(language);
  return true;
}
