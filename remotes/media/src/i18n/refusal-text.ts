import { ApiError } from '@console/auth';
import { videoStatuses, type VideoStatus } from '@console/contracts';
import { useFailureText, useFormat } from '@console/ui';
import { useMediaT } from './use-media-t';

const isStatus = (value: unknown): value is VideoStatus => videoStatuses.some((status) => status === value);

// A refusal in a bulk answer or at a form's field comes without its call's status: it stands for
// a refused change (409), which the kit has no sentence of its own for, so the caller's is used.
const refusedStatus = 409;

/**
 * The server's refusals and failures in the user's language. The API sends an English message
 * and, beside it, a code with its figures (docs/api/media.md): a known code is said in the user's
 * language; anything else goes through the kit's useFailureText, which keeps the server's words in
 * English only, else gives the kit's sentence (offline, session expired, not allowed, gone) or the
 * caller's `fallback`, a sentence of what failed ("The video's status could not be changed.").
 */
export function useRefusalText() {
  const t = useMediaT();
  const failed = useFailureText();
  const { number } = useFormat();
  /** The refusal's sentence by its code; undefined for a code this page does not know, or figures missing. */
  const coded = ({ code, params = {} }: { code?: string; params?: Record<string, unknown> }): string | undefined => {
    const { name, count, from, to, channels, names, playlists } = params;
    if ((code === 'in-use' || code === 'has-subcategories') && typeof name === 'string' && typeof count === 'number') {
      return t(code === 'in-use' ? 'refusals.inUse' : 'refusals.subcategories', { name, count, shown: number(count) });
    }
    if (code === 'in-channels' && typeof name === 'string' && typeof count === 'number' && typeof channels === 'string') return t('refusals.inChannels', { name, count, shown: number(count), channels });
    if (code === 'in-playlists' && typeof name === 'string' && typeof count === 'number' && typeof playlists === 'string') return t('refusals.inPlaylists', { name, count, shown: number(count), playlists });
    if (code === 'in-distribution' && typeof name === 'string' && typeof names === 'string') return t('refusals.inDistribution', { name, names });
    if (code === 'move-not-allowed' && isStatus(from) && isStatus(to)) return t('refusals.moveNotAllowed', { from: t(`status.${from}`), to: t(`status.${to}`) });
    if (code === 'no-thumbnail') return t('refusals.noThumbnail');
    if (code === 'no-category') return t('refusals.noCategory');
    return undefined;
  };
  /** A refusal given as its code and the server's English `english` (a bulk answer's, a field's). */
  const refusal = (refused: { code?: string; params?: Record<string, unknown> }, english: string, fallback: string): string =>
    coded(refused) ?? failed(new ApiError(refusedStatus, english), fallback);
  /** A failed call's text for a toast: a coded refusal translated, else as useFailureText says it. */
  const error = (caught: unknown, fallback: string): string => (caught instanceof ApiError ? coded(caught.refusal) : undefined) ?? failed(caught, fallback);
  return { refusal, error };
}
