import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router-dom';
import { remoteCatalogue, type RemoteId } from '@console/contracts';
import { useT } from '../i18n/use-t';

/**
 * One remote's error boundary: it failed to load or threw while rendering. Only its own area
 * shows this; Retry loads it again without reloading the console.
 */
export function RemoteErrorCard({ id }: { id: RemoteId }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const { t } = useT();
  const retrying = revalidator.state === 'loading';
  const detail = isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : String(error);
  return (
    <div className="card border-danger-subtle mx-auto my-4" style={{ maxWidth: 560 }} role="alert">
      <div className="card-body">
        <h1 className="h5 card-title">{t('remote.unavailable', { name: t(`menu.${remoteCatalogue[id].basePath}`, { defaultValue: remoteCatalogue[id].label }) })}</h1>
        <p className="card-text">{t('remote.explain')}</p>
        <p className="card-text small text-body-secondary text-break">{detail}</p>
        <button type="button" className="btn btn-primary" disabled={retrying} onClick={() => void revalidator.revalidate()}>
          {retrying ? t('remote.retrying') : t('remote.retry')}
        </button>
      </div>
    </div>
  );
}
