import { ApiError } from '@console/auth';
import { useTranslation } from '@console/runtime';
import { useUiT } from '../use-ui-t';
import { useKnownMessageText } from './message-text';

/**
 * Why a call failed, as a whole sentence in the console's language, for a toast or an alert that
 * says nothing else. The API answers in English: a message the kit knows (a schema's rule) is
 * translated; no answer, an ended session, a refusal by permission and a record gone have the
 * kit's words; anything else (a 500's text, a demo endpoint's plain English) gives way to
 * `fallback`, the caller's sentence of what failed, so French and Arabic readers see no English.
 * (useFailureReason is for the end of a sentence the page already wrote.)
 */
export function useErrorText(): (error: unknown, fallback: string) => string {
  const t = useUiT();
  const known = useKnownMessageText();
  return (error, fallback) => {
    const translated = known(error instanceof Error ? error.message : undefined);
    if (translated) return translated;
    if (!(error instanceof ApiError)) return fallback;
    if (error.status === 0) return t('callErrors.offline', 'The server could not be reached. Check your connection and try again.');
    if (error.status === 401) return t('callErrors.expired', 'Your session has expired. Please sign in again.');
    if (error.status === 403) return t('callErrors.forbidden', 'Your account may not do this.');
    if (error.status === 404) return t('callErrors.gone', 'It no longer exists: someone may have deleted it.');
    return fallback;
  };
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
  return (error, fallback) => {
    const text = error instanceof Error ? error.message : '';
    if (!text) return fallback;
    const translated = known(text);
    if (translated) return translated;
    return error instanceof ApiError && !english ? errorText(error, fallback) : text;
  };
}
