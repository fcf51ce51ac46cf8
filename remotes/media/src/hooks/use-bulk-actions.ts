import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { queryKeys, type BulkRequest, type Video } from '@console/contracts';
import { useFormat, usePendingRemovals } from '@console/ui';
import { bulkVideos } from '../api/media-api';
import { useRefusalText } from '../i18n/refusal-text';
import { useMediaT } from '../i18n/use-media-t';

/**
 * The library's bulk actions. Status and category changes are sent at once and say which videos
 * the server refused and why; a delete hides the rows at once and is sent only when its Undo
 * toast has timed out (or the page goes away), so Undo restores them with nothing sent.
 */
export function useBulkActions(onDone: () => void) {
  const t = useMediaT();
  const { number } = useFormat();
  const say = useRefusalText();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const removals = usePendingRemovals<Video>();

  const refresh = useCallback(() => client.invalidateQueries({ queryKey: queryKeys.media.all }), [client]);
  // The server's reason after "The action failed:"; when it cannot be said in the user's language,
  // the sentence of what failed stands alone (it would only repeat "failed").
  const failure = (error: unknown, whatFailed: string) => {
    const reason = say.error(error, whatFailed);
    return reason === whatFailed ? whatFailed : t('bulk.failed', { reason });
  };

  const run = async (request: BulkRequest) => {
    setBusy(true);
    try {
      const { changed, refused } = await bulkVideos(request);
      if (changed.length) toast.success(t('bulk.done', { count: changed.length, shown: number(changed.length) }));
      // Each reason in the user's language, by its code (a code this page does not know: the
      // English reason in English, a plain "refused" in the other languages).
      const reasons = refused.map((video) => `${video.title} (${say.refusal(video, video.reason, t('bulk.refusedUnsaid'))})`);
      if (refused.length) toast.error(t('bulk.refused', { list: reasons.join('; ') }), { duration: 10_000 });
      onDone();
      await refresh();
    } catch (error) {
      toast.error(failure(error, t('bulk.changeFailed')));
    } finally {
      setBusy(false);
    }
  };

  const remove = (videos: readonly Video[]) => {
    removals.remove(videos, {
      message: t('bulk.deleted', { count: videos.length, shown: number(videos.length) }),
      undoLabel: t('bulk.undo'),
      commit: () =>
        bulkVideos({ action: 'delete', ids: videos.map((video) => video.id) }).then(refresh, (error: unknown) => {
          toast.error(failure(error, t('bulk.deleteFailed', { count: videos.length, shown: number(videos.length) })));
        }),
    });
    onDone();
  };

  /** Settles (never rejects) once the action is done or has failed, and its toast is up. */
  return { busy, hidden: removals.hidden, run, remove };
}
