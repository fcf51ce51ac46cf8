import { SearchX } from 'lucide-react';
import { Link } from '@console/router';
import { EmptyState, PageHeader } from '@console/ui';
import { useDistributionT } from '../i18n/use-distribution-t';

export interface RecordNotFoundProps {
  /** What is missing, as the page's heading: 'This channel does not exist.' */
  title: string;
  /** The record's list: its name (the crumb), the link's words and its path. */
  list: { label: string; back: string; to: string };
}

/**
 * A channel's or campaign's page for an id the API does not know (or no id at all: 'abc', '007').
 * Said in the record's words with the way back to its list, not the console's "Page not found"
 * with the way home: the address is the list's, only the record is gone or mistyped.
 */
export function RecordNotFound({ title, list }: RecordNotFoundProps) {
  const t = useDistributionT();
  return (
    <div className="d-flex flex-column gap-3">
      <PageHeader title={title} breadcrumb={[{ label: list.label, to: list.to }]} />
      <section className="card">
        <EmptyState
          icon={SearchX}
          title={t('notFoundText')}
          action={
            <Link className="btn btn-primary" to={list.to}>
              {list.back}
            </Link>
          }
        />
      </section>
    </div>
  );
}
