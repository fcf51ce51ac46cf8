import { paidCentsOf } from '@console/contracts';
import { DeletedElsewhereNotice, PageHeader, SkeletonLines } from '@console/ui';
import { inputOf } from '../api/invoice-input';
import { updateInvoice } from '../api/invoices-api';
import { invoicePath } from '../invoice-path';
import { InvoiceForm } from '../components/invoice-form';
import { InvoiceLoadError } from '../components/invoice-load-error';
import { InvoiceNotFound } from '../components/invoice-not-found';
import { useInvoiceParam } from '../hooks/use-invoice-param';
import { useInvoicesT } from '../i18n/use-invoices-t';
import { remoteMeta } from '../remote-meta';

/** Edit an invoice; once saved, its preview shows the change. */
export default function InvoiceEditPage() {
  const t = useInvoicesT();
  const { id, numeric, query, missing, deleted } = useInvoiceParam();
  if (missing) return <InvoiceNotFound id={id} />;
  const list = `${remoteMeta.basePath}/list`;
  return (
    <div className="d-flex flex-column gap-3">
      <PageHeader
        title={t('form.editTitle', { id })}
        breadcrumb={[
          { label: t('list.title'), to: list },
          { label: t('preview.title', { id }), to: invoicePath('preview', numeric) },
        ]}
      />
      {/* The form stays, with what was typed in it: the notice says a save will now fail. */}
      {deleted && <DeletedElsewhereNotice text={t('preview.deletedElsewhere', { id })} back={{ label: t('preview.back'), to: list }} />}
      {query.data ? (
        // One form per invoice (key); it follows the invoice as it is refetched (useRecordForm).
        <InvoiceForm
          key={query.data.invoice.id}
          defaults={inputOf(query.data)}
          paidCents={paidCentsOf(query.data.document)}
          save={(input) => updateInvoice(numeric, input)}
          next={(saved) => invoicePath('preview', saved.invoice.id)}
          label={t('form.editTitle', { id })}
        />
      ) : query.isError ? (
        <InvoiceLoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <SkeletonLines lines={12} label={t('loading')} />
      )}
    </div>
  );
}
