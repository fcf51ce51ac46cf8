import { ApiError } from '@console/auth';
import { useCallback } from 'react';
import { useTranslation } from '@console/runtime';
import { useUiT } from '../use-ui-t';
import { useKnownMessageText } from './message-text';

/**
 * Why a call failed, as a whole sentence in the console's language, for a toast or an alert that
 * says nothing else. The API answers in English: a message the kit knows (a schema's rule) is
 * translated; no answer, an ended session, a refusal by permission and a record gone have the
 * kit's words; anything else (a 500's text, a demo endpoint's plain English) gives way to
 * `fallback`, the caller's sentence of what failed, so French and Arabic readers see no English.
 * (useFailureSentence is for a sentence the page wrote itself, which this would end.)
 */
export function useErrorText(): (error: unknown, fallback: string) => string {
  const t = useUiT();
  const known = useKnownMessageText();
  // Stable while the language stays: callers may keep it in a hook's dependencies.
  return useCallback((error, fallback) => {
    const translated = known(error instanceof Error ? error.message : undefined);
    if (translated) return translated;
    if (!(error instanceof ApiError)) return fallback;
    if (error.status === 0) return t('callErrors.offline', 'The server could not be reached. Check your connection and try again.');
    if (error.status === 401) return t('callErrors.expired', 'Your session has expired. Please sign in again.');
    if (error.status === 403) return t('callErrors.forbidden', 'Your account may not do this.');
    if (error.status === 404) return t('callErrors.gone', 'It no longer exists: someone may have deleted it.');
    return fallback;
  }, [t, known]);
}

/**
 * An alert's or toast's whole text when a call or a save failed: the error's own message, which
 * the caller may have written in the page's language; but a server's message the kit does not
 * know is English, so outside English it gives way to useErrorText's sentence (`fallback` when
 * nothing more is known). No message at all gives `fallback`.
 */
export function useFailureText(): (error: unknown, fallback: string) => string {
  const errorText = useErrorText();
  const known = useKnownMessageText();
  const { i18n } = useTranslation('messages');
  const english = i18n.language.startsWith('en');
  return useCallback((error, fallback) => {
    const text = error instanceof Error ? error.message : '';
    if (!text) return fallback;
    const translated = known(text);
    if (translated) return translated;
    return error instanceof ApiError && !english ? errorText(error, fallback) : text;
  }, [errorText, known, english]);
}

/**
 * Why a call failed, to end a sentence the page writes ("Maya could not be deleted. <reason>"):
 * a known message in the current language; in English, the server's own text; in French and
 * Arabic, the kit's words for no answer, an ended session, a refusal and a record gone, and
 * nothing for any other text, which is the server's English (the page's sentence says what failed).
 */
export function useFailureReason(): (error: unknown) => string {
  const errorText = useErrorText();
  const known = useKnownMessageText();
  const { i18n } = useTranslation('messages');
  const english = i18n.language.startsWith('en');
  return useCallback(
    (error) => {
      const message = error instanceof Error ? error.message : '';
      return known(message) ?? (english ? message : errorText(error, ''));
    },
    [errorText, known, english],
  );
}

/**
 * A page's sentence of what failed, then why (useFailureReason), or `otherwise` when no reason is
 * known (advice such as "Try again."): "Users could not be loaded. Network down." Every page that
 * says a call failed words it so, in every remote.
 */
export function useFailureSentence(): (sentence: string, error: unknown, otherwise?: string) => string {
  const reasonOf = useFailureReason();
  return useCallback((sentence, error, otherwise = '') => [sentence, reasonOf(error) || otherwise].filter(Boolean).join(' '), [reasonOf]);
}
