import { paidCentsOf } from '@console/contracts';
import { PageHeader, SkeletonLines } from '@console/ui';
import { inputOf } from '../api/invoice-input';
import { updateInvoice } from '../api/invoices-api';
import { invoicePath } from '../components/invoice-columns';
import { InvoiceForm } from '../components/invoice-form';
import { InvoiceLoadError } from '../components/invoice-load-error';
import { InvoiceNotFound } from '../components/invoice-not-found';
import { useInvoiceParam } from '../hooks/use-invoice-param';
import { useInvoicesT } from '../i18n/use-invoices-t';
import { remoteMeta } from '../remote-meta';

/** Edit an invoice; once saved, its preview shows the change. */
export default function InvoiceEditPage() {
  const t = useInvoicesT();
  const { id, numeric, query, missing } = useInvoiceParam();
  if (missing) return <InvoiceNotFound id={id} />;
  return (
    <div className="d-flex flex-column gap-3">
      <PageHeader
        title={t('form.editTitle', { id })}
        breadcrumb={[
          { label: t('list.title'), to: `${remoteMeta.basePath}/list` },
          { label: t('preview.title', { id }), to: invoicePath('preview', numeric) },
        ]}
      />
      {query.data ? (
        // Built once per loaded invoice (key): the form's defaults are the saved values.
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
