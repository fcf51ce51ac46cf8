import { useEffect } from 'react';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link } from '@console/router';
import { SkeletonLines } from '@console/ui';
import { invoicePath } from '../invoice-path';
import { InvoiceDocument } from '../components/invoice-document';
import { InvoiceLoadError } from '../components/invoice-load-error';
import { InvoiceNotFound } from '../components/invoice-not-found';
import { useInvoiceParam } from '../hooks/use-invoice-param';
import { useInvoicesT } from '../i18n/use-invoices-t';
import './invoice-print.css';

/** The invoice with a print stylesheet; the print dialog opens once the document is on screen. */
export default function InvoicePrintPage() {
  const t = useInvoicesT();
  const { id, numeric, query, missing } = useInvoiceParam();
  const ready = Boolean(query.data);
  useEffect(() => {
    // After the paint, so the dialog prints the document and not the loading placeholder.
    if (!ready) return;
    const frame = requestAnimationFrame(() => window.print());
    return () => cancelAnimationFrame(frame);
  }, [ready]);
  if (missing) return <InvoiceNotFound id={id} />;
  return (
    <div className="invoice-print d-flex flex-column gap-3">
      <h1 className="visually-hidden">{t('print.title', { id })}</h1>
      <div className="d-print-none d-flex gap-2">
        <Link to={invoicePath('preview', numeric)} className="btn btn-outline-secondary">
          <ArrowLeft size={16} aria-hidden="true" className="me-1 rtl-flip" />
          {t('print.back')}
        </Link>
        <button type="button" className="btn btn-primary" onClick={() => window.print()} disabled={!ready}>
          <Printer size={16} aria-hidden="true" className="me-1" />
          {t('print.again')}
        </button>
      </div>
      {query.data ? (
        <InvoiceDocument full={query.data} />
      ) : query.isError ? (
        <InvoiceLoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <SkeletonLines lines={10} label={t('loading')} />
      )}
    </div>
  );
}
