import { ApiError } from '@console/auth';
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
