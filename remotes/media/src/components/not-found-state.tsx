import { SearchX } from 'lucide-react';
import { Link } from '@console/router';
import { EmptyState, PageHeader } from '@console/ui';

/**
 * An editor's page for an id the API does not know (or that is no id at all): said once, with the
 * way back to the list, instead of a loading skeleton that never ends or a Retry that cannot help.
 */
export function NotFoundState({ title, text, back }: { title: string; text: string; back: { label: string; to: string; action: string } }) {
  return (
    <div className="d-flex flex-column gap-3">
      <PageHeader title={title} breadcrumb={[{ label: back.label, to: back.to }]} />
      <section className="card">
        <EmptyState
          icon={SearchX}
          title={text}
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
