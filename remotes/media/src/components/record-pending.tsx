import type { UseQueryResult } from '@tanstack/react-query';
import { PageHeader, SkeletonLines, type Crumb } from '@console/ui';
import { useMediaT } from '../i18n/use-media-t';
import { LoadFailed } from './load-failed';

interface RecordPendingProps {
  /** The record by its number ("Video #1"): its name is not known until it has loaded. */
  title: string;
  breadcrumb: readonly Crumb[];
  /** What failed, if the load does ("The video could not be loaded."). */
  what: string;
  query: Pick<UseQueryResult, 'error' | 'refetch' | 'isError'>;
}

/**
 * An editor's page until its record is in: loading, or its load failed.
 * The page keeps its heading all along, since the tab's title and the focus after a navigation
 * come from it, and a failure says which record failed.
 */
export function RecordPending({ title, breadcrumb, what, query }: RecordPendingProps) {
  const t = useMediaT();
  return (
    <div className="d-flex flex-column gap-3">
      <PageHeader title={title} breadcrumb={breadcrumb} />
      {/* A query with no data is pending again while it fetches (Retry): the skeleton shows then. */}
      {query.isError ? <LoadFailed what={what} query={query} /> : <SkeletonLines lines={8} label={t('loading')} />}
    </div>
  );
}
