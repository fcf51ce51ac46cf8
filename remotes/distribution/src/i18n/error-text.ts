import { ApiError } from '@console/auth';
import { useKnownMessageText } from '@console/ui';
import { useDistributionT } from './use-distribution-t';

/**
 * Why a call failed, in the console's language. The API answers in English: a message the kit
 * knows (a schema's rule) is translated; no answer at all, a record gone or a refusal by
 * permission get this remote's own words; anything else (a 500's text) gives way to `fallback`,
 * which says what failed, so French and Arabic readers see no English. The distribution API
 * sends no refusal codes today (docs/api/distribution.md): a coded refusal would be mapped here.
 */
export function useErrorText(): (error: unknown, fallback: string) => string {
  const t = useDistributionT();
  const known = useKnownMessageText();
  return (error, fallback) => {
    const translated = known(error instanceof Error ? error.message : undefined);
    if (translated) return translated;
    if (!(error instanceof ApiError)) return fallback;
    if (error.status === 0) return t('errors.offline');
    if (error.status === 404) return t('errors.gone');
    if (error.status === 403) return t('errors.forbidden');
    return fallback;
  };
}
