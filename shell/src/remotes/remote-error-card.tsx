import type { ReactNode } from 'react';
import { isRouteErrorResponse, useRevalidator, useRouteError } from '@console/router';
import { useT } from '../i18n/use-t';
import { useRemoteLabel } from './remote-label';
import { findRemote } from './remote-registry';
import { keepFocusNearby } from '@console/ui';

/** The card a remote's area shows when the remote is unavailable: that it failed, Retry, and what failed under Technical details. */
export function UnavailableCard({ name, detail, retrying, onRetry, heading = 'h1' }: {
  name: string;
  detail: ReactNode;
  retrying: boolean;
  onRetry(): void;
  heading?: 'h1' | 'h2';
}) {
  const { t } = useT();
  const Heading = heading;
  return (
    <div className="card border-danger-subtle mx-auto my-4" style={{ maxWidth: 560 }} role="alert">
      <div className="card-body">
        <Heading className="h5 card-title">{t('remote.unavailable', { name })}</Heading>
        <p className="card-text">{t('remote.explain')}</p>
        {/* What failed is a deployer's English ('did not answer within 10 s'): kept, folded away. */}
        {detail && (
          <details className="card-text small text-body-secondary text-break mb-3">
            <summary>{t('failure.details')}</summary>
            <span dir="ltr">{detail}</span>
          </details>
        )}
        {/* Keeps the focus while retrying (aria-disabled, not disabled); once the remote loads, its
            page's heading takes it. Written out, not the kit's FocusKeepingButton: this card is in
            the console's first chunk, and the kit's button would be a second copy on the sign-in
            pages, whose JS is budgeted (docs/benchmark.md). */}
        <button
          ref={keepFocusNearby}
          type="button"
          className={`btn btn-primary${retrying ? ' disabled' : ''}`}
          aria-disabled={retrying || undefined}
          onClick={() => {
            if (!retrying) onRetry();
          }}
        >
          {retrying ? t('remote.retrying') : t('remote.retry')}
        </button>
      </div>
    </div>
  );
}

/**
 * One mounted remote's error boundary: it failed to load or threw while rendering. Only its own
 * area shows this; Retry loads it again without reloading the console.
 */
export function RemoteErrorCard({ id }: { id: string }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const name = useRemoteLabel(findRemote(id), id);
  const detail = isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : String(error);
  return <UnavailableCard name={name} detail={detail} retrying={revalidator.state === 'loading'} onRetry={() => void revalidator.revalidate()} />;
}
