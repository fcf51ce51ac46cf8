import { useQuery } from '@tanstack/react-query';
import { ErrorState, PageHeader, SkeletonLines } from '@console/ui';
import { fetchMediaStatus } from '../api/media-api';
import { useMediaT } from '../i18n/use-media-t';

/** The Media remote's first page: its title and what its API answers (cached by the console's one query client). */
export default function MediaPage() {
  const t = useMediaT();
  const status = useQuery({ queryKey: ['media', 'status'], queryFn: ({ signal }) => fetchMediaStatus(signal) });
  return (
    <>
      <PageHeader title={t('title')} />
      {status.isError ? (
        <ErrorState message={status.error.message} onRetry={() => void status.refetch()} />
      ) : status.data ? (
        <p>{status.data.message}</p>
      ) : (
        <SkeletonLines lines={1} label={t('loading')} />
      )}
    </>
  );
}
