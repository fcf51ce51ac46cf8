import { FileQuestion } from 'lucide-react';
import { Link } from '@console/router';
import { EmptyState, PageHeader } from '@console/ui';
import { useInvoicesT } from '../i18n/use-invoices-t';
import { remoteMeta } from '../remote-meta';

/** An unknown invoice id: say so, with the way back to the list. */
export function InvoiceNotFound({ id }: { id: string }) {
  const t = useInvoicesT();
  return (
    <>
      <PageHeader title={t('preview.notFound')} breadcrumb={[{ label: t('list.title'), to: `${remoteMeta.basePath}/list` }]} />
      <EmptyState
        icon={FileQuestion}
        title={t('preview.notFound')}
        text={t('preview.notFoundText', { id })}
        action={
          <Link to={`${remoteMeta.basePath}/list`} className="btn btn-primary">
            {t('preview.back')}
          </Link>
        }
      />
    </>
  );
}
