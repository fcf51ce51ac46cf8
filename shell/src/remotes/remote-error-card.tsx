import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router-dom';
import { remoteCatalogue, type RemoteId } from '@console/contracts';

/**
 * One remote's error boundary: it failed to load or threw while rendering. Only its own area
 * shows this; Retry loads it again without reloading the console.
 */
export function RemoteErrorCard({ id }: { id: RemoteId }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const retrying = revalidator.state === 'loading';
  const detail = isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : String(error);
  return (
    <div className="card border-danger-subtle mx-auto my-4" style={{ maxWidth: 560 }} role="alert">
      <div className="card-body">
        <h1 className="h5 card-title">{remoteCatalogue[id].label} is unavailable</h1>
        <p className="card-text">This part of the console could not be loaded. The rest of the console still works.</p>
        <p className="card-text small text-body-secondary text-break">{detail}</p>
        <button type="button" className="btn btn-primary" disabled={retrying} onClick={() => void revalidator.revalidate()}>
          {retrying ? 'Retrying…' : 'Retry'}
        </button>
      </div>
    </div>
  );
}
