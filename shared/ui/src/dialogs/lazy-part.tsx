import { useEffect, useEffectEvent, useState, type ComponentType } from 'react';
import toast from 'react-hot-toast';
import { useUiT } from '../use-ui-t';

/**
 * What a part whose code failed to download tells the user (one toast however many parts failed):
 * the page stays as it was, and opening the part again tries again.
 */
export function usePartFailedNotice(): (error: unknown) => void {
  const t = useUiT();
  return (error) => {
    console.error('A part of the console could not be loaded:', error);
    toast.error(t('partFailed', 'This part of the console could not be loaded. Check your connection and try again.'), { id: 'console-part-failed' });
  };
}

interface LazyPartProps<Props> {
  /** Downloads the part's code. */
  load(): Promise<ComponentType<Props>>;
  /** Asked for (a panel opened): the download starts the first time. */
  wanted: boolean;
  /** The download failed: close what asked for the part. */
  onFailed(): void;
  props: Props;
}

/**
 * A part of a page or of the frame (a panel, a dialog, an editor) whose code downloads when it is
 * first wanted and stays from then on (so that closing still animates). A download that fails
 * (offline, or a newer deploy has replaced the chunk) does not take the page and its unsaved input
 * down, as React.lazy's error would: a toast says so, `onFailed` runs, and the next time the part
 * is wanted the download is tried again.
 */
export function LazyPart<Props extends object>({ load, wanted, onFailed, props }: LazyPartProps<Props>) {
  const notice = usePartFailedNotice();
  const [Part, setPart] = useState<ComponentType<Props>>();
  const failed = useEffectEvent((error: unknown) => {
    notice(error);
    onFailed();
  });
  const download = useEffectEvent(load);
  useEffect(() => {
    if (!wanted || Part) return;
    let live = true;
    download().then(
      (Component) => live && setPart(() => Component),
      (error: unknown) => live && failed(error),
    );
    return () => {
      live = false;
    };
  }, [wanted, Part]);
  return Part ? <Part {...props} /> : null;
}
