import { SearchX } from 'lucide-react';
import { Link } from '@console/router';
import { PageHeader } from './patterns/page-header';
import { EmptyState } from './patterns/empty-state';

export interface RecordNotFoundProps {
  /** What is missing, as the page's heading: 'Video not found', 'This channel does not exist.' */
  title: string;
  /** Why, or what to check: 'It may have been deleted, or the address is mistyped.' */
  text: string;
  /** A second line under it, when the first says only what is missing ('This post does not exist.'). */
  detail?: string;
  /** The record's list: its name (the breadcrumb), its path and the words of the link back. */
  back: { label: string; to: string; action: string };
}

/**
 * A record's page for an id the API does not know (or that is no id at all): said once in the
 * record's words, with the way back to its list — not the console's "Page not found" and its way
 * home (the address is the list's; only the record is gone or mistyped), nor a loading skeleton
 * that never ends, nor a Retry that cannot help. Every remote's record pages use it.
 */
export function RecordNotFound({ title, text, detail, back }: RecordNotFoundProps) {
  return (
    <div className="d-flex flex-column gap-3">
      <PageHeader title={title} breadcrumb={[{ label: back.label, to: back.to }]} />
      <section className="card">
        <EmptyState
          icon={SearchX}
          title={text}
          text={detail}
          action={
            <Link className="btn btn-primary" to={back.to}>
              {back.action}
            </Link>
          }
        />
      </section>
    </div>
  );
}
