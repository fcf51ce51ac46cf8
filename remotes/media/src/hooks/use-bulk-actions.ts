import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { queryKeys, type BulkRequest } from '@console/contracts';
import { showUndoToast, type PendingUndo } from '@console/ui';
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
  const say = useRefusalText();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const pending = useRef(new Set<PendingUndo>());

  const refresh = useCallback(() => client.invalidateQueries({ queryKey: queryKeys.media.all }), [client]);

  const run = async (request: BulkRequest) => {
    setBusy(true);
    try {
      const { changed, refused } = await bulkVideos(request);
      if (changed.length) toast.success(t('bulk.done', { count: changed.length }));
      // Each reason in the user's language, by its code (the English reason when the code is unknown).
      if (refused.length) toast.error(t('bulk.refused', { list: refused.map((video) => `${video.title} (${say.refusal(video, video.reason)})`).join('; ') }), { duration: 10_000 });
      onDone();
      await refresh();
    } catch (error) {
      toast.error(t('bulk.failed', { reason: say.error(error) }));
    } finally {
      setBusy(false);
    }
  };

  const remove = (ids: readonly number[]) => {
    const gone = new Set(ids);
    const showAgain = () => setHidden((current) => new Set([...current].filter((id) => !gone.has(id))));
    setHidden((current) => new Set([...current, ...ids]));
    onDone();
    const undo = showUndoToast({
      message: t('bulk.deleted', { count: ids.length }),
      undoLabel: t('bulk.undo'),
      onUndo: () => {
        pending.current.delete(undo);
        showAgain();
      },
      onCommit: () => {
        pending.current.delete(undo);
        bulkVideos({ action: 'delete', ids: [...ids] }).then(
          () => refresh().then(showAgain),
          (error: unknown) => {
            showAgain();
            toast.error(t('bulk.failed', { reason: say.error(error) }));
          },
        );
      },
    });
    pending.current.add(undo);
  };

  useEffect(() => {
    const flushAll = () => [...pending.current].forEach((undo) => undo.flush());
    window.addEventListener('pagehide', flushAll);
    return () => {
      window.removeEventListener('pagehide', flushAll);
      flushAll();
    };
  }, []);

  return { busy, hidden, run: (request: BulkRequest) => void run(request), remove };
}
