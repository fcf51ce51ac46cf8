import { useEffect, useEffectEvent, useState, type ComponentType } from 'react';
import toast from 'react-hot-toast';
import { useT } from '../i18n/use-t';

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
 * A part of the frame (a panel, a dialog) whose code downloads when it is first wanted and stays
 * from then on (so that closing still animates). A download that fails (offline, or a newer
 * deploy has replaced the chunk) does not take the page and its unsaved input down, as
 * React.lazy's error would: a toast says so, `onFailed` runs, and the next time the part is
 * wanted the download is tried again.
 */
export function LazyPart<Props extends object>({ load, wanted, onFailed, props }: LazyPartProps<Props>) {
  const { t } = useT();
  const [Part, setPart] = useState<ComponentType<Props>>();
  const failed = useEffectEvent((error: unknown) => {
    console.error('A part of the console could not be loaded:', error);
    toast.error(t('layout.partFailed'), { id: 'console-part-failed' });
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
