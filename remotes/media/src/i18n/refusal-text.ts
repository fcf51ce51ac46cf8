import { ApiError } from '@console/auth';
import { videoStatuses, type VideoStatus } from '@console/contracts';
import { useMediaT } from './use-media-t';

const isStatus = (value: unknown): value is VideoStatus => videoStatuses.some((status) => status === value);

/**
 * The server's refusals in the user's language. The API sends an English message and, beside it,
 * a code with its figures (docs/api/media.md); a code this page does not know, or figures missing,
 * falls back to the message, so a newer server still says something.
 */
export function useRefusalText() {
  const t = useMediaT();
  const refusal = ({ code, params = {} }: { code?: string; params?: Record<string, unknown> }, english: string): string => {
    const { name, count, from, to, channels } = params;
    if ((code === 'in-use' || code === 'has-subcategories') && typeof name === 'string' && typeof count === 'number') {
      return t(code === 'in-use' ? 'refusals.inUse' : 'refusals.subcategories', { name, count });
    }
    if (code === 'in-channels' && typeof name === 'string' && typeof count === 'number' && typeof channels === 'string') return t('refusals.inChannels', { name, count, channels });
    if (code === 'move-not-allowed' && isStatus(from) && isStatus(to)) return t('refusals.moveNotAllowed', { from: t(`status.${from}`), to: t(`status.${to}`) });
    if (code === 'no-thumbnail') return t('refusals.noThumbnail');
    if (code === 'no-category') return t('refusals.noCategory');
    return english;
  };
  /** A failed call's text for a toast: a coded refusal translated, else the server's message. */
  const error = (caught: unknown): string => {
    if (caught instanceof ApiError) return refusal(caught.refusal, caught.message);
    return caught instanceof Error && caught.message ? caught.message : t('loadFailed');
  };
  return { refusal, error };
}
