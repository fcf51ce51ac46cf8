import { TextField } from '@console/ui';
import { useMediaT } from '../i18n/use-media-t';

/**
 * A video's source address and duration, labelled (checked by the contract's
 * `VideoSourceFormEntries`). Without both a video never reaches a Roku feed (missingUrl,
 * missingDuration). Side by side in a wide form (`columns`), else one under the other.
 */
export function VideoSourceFields({ columns = false }: { columns?: boolean }) {
  const t = useMediaT();
  const url = <TextField name="sourceUrl" label={t('source.url')} hint={t('source.urlHint')} required dir="ltr" />;
  const duration = <TextField name="duration" type="number" label={t('source.duration')} required />;
  if (!columns) {
    return (
      <>
        {url}
        {duration}
      </>
    );
  }
  return (
    <div className="row g-3">
      <div className="col-md-8">{url}</div>
      <div className="col-md-4">{duration}</div>
    </div>
  );
}
