import { useQuery } from '@tanstack/react-query';
import { ErrorState, PageHeader, SkeletonLines } from '@console/ui';
import { fetchDistributionStatus } from '../api/distribution-api';
import { useDistributionT } from '../i18n/use-distribution-t';

/** The Distribution remote's first page: its title and what its API answers (cached by the console's one query client). */
export default function DistributionPage() {
  const t = useDistributionT();
  const status = useQuery({ queryKey: ['distribution', 'status'], queryFn: ({ signal }) => fetchDistributionStatus(signal) });
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
