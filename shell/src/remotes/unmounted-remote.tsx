import { useState } from 'react';
import { useNavigate, useParams } from '@console/router';
import { NotFound } from '@console/ui';
import { UnavailableCard } from './remote-error-card';
import { useRemoteLabel } from './remote-label';
import { relistRemote, isMounted, selectListing, useRemoteRegistry, type RemoteRecord } from './remote-registry';

/** A remote that is listed but not mounted (manifest unreadable, bad metadata, a clash), with Retry. */
function UnmountedRemoteCard({ remote, onMounted, heading }: { remote: RemoteRecord; onMounted?(basePath: string): void; heading?: 'h1' | 'h2' }) {
  const name = useRemoteLabel(remote);
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    const mounted = await relistRemote(remote.id);
    setRetrying(false);
    const basePath = useRemoteRegistry.getState().remotes.find((candidate) => candidate.id === remote.id)?.meta?.basePath;
    if (mounted && basePath) onMounted?.(basePath);
  };
  return <UnavailableCard name={name} detail={remote.problem} retrying={retrying} onRetry={() => void retry()} heading={heading} />;
}

/** /unavailable/:id — where the menu entry of an unmounted remote leads. */
export function UnavailableRemotePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const remote = useRemoteRegistry((state) => state.remotes.find((candidate) => candidate.id === id));
  if (!remote || isMounted(remote)) return <NotFound />;
  return <UnmountedRemoteCard remote={remote} onMounted={(basePath) => void navigate(basePath, { replace: true })} />;
}

/**
 * The console's 404: when some remote could not be mounted, the page asked for may be one of its
 * own, so each such remote is offered with Retry (a successful Retry shows the page).
 */
export function ConsoleNotFound() {
  const unmounted = useRemoteRegistry(selectListing).filter((remote) => !isMounted(remote));
  return (
    <>
      <NotFound />
      {unmounted.map((remote) => (
        <UnmountedRemoteCard key={remote.id} remote={remote} heading="h2" />
      ))}
    </>
  );
}
