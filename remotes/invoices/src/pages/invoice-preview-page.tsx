import { Download, Pencil, Printer, Send, Wallet } from 'lucide-react';
import { Link } from '@console/router';
import { Can } from '@console/auth';
import { DeletedElsewhereNotice, FocusKeepingButton, PageHeader, SkeletonLines } from '@console/ui';
import { invoicePath } from '../invoice-path';
import { InvoiceDocument } from '../components/invoice-document';
import { InvoiceLoadError } from '../components/invoice-load-error';
import { InvoiceNotFound } from '../components/invoice-not-found';
import { useInvoicePanels } from '../components/invoice-panels';
import { useDownloadPdf } from '../hooks/use-download-pdf';
import { useInvoiceParam } from '../hooks/use-invoice-param';
import { useInvoicesT } from '../i18n/use-invoices-t';
import { remoteMeta } from '../remote-meta';

/** One invoice as a document, with its actions: edit, send, add payment, print, download. */
export default function InvoicePreviewPage() {
  const t = useInvoicesT();
  const { id, numeric, query, missing, deleted } = useInvoiceParam();
  // A payment of the whole balance disables Add payment: the kit's panel then focuses the page's heading, not the body.
  const { openSend, openPayment, panels } = useInvoicePanels();
  const { download, preparing } = useDownloadPdf();
  if (missing) return <InvoiceNotFound id={id} />;
  const list = `${remoteMeta.basePath}/list`;
  const full = query.data;
  const busy = preparing.has(numeric);
  const actions = full && (
    <div className="d-flex flex-wrap gap-2">
      <Can I="update" a="Invoice">
        <Link to={invoicePath('edit', numeric)} className="btn btn-outline-primary">
          <Pencil size={16} aria-hidden="true" className="me-1" />
          {t('actions.editShort')}
        </Link>
      </Can>
      {/* The API asks `create` to send (as for every send path) and `update` to add a payment. */}
      <Can I="create" a="Invoice">
        <button type="button" className="btn btn-outline-primary" onClick={() => openSend(full.invoice)}>
          <Send size={16} aria-hidden="true" className="me-1 rtl-flip" />
          {t('actions.sendShort')}
        </button>
      </Can>
      <Can I="update" a="Invoice">
        <button type="button" className="btn btn-success" onClick={() => openPayment(full.invoice)} disabled={full.document.balanceCents === 0}>
          <Wallet size={16} aria-hidden="true" className="me-1" />
          {t('actions.addPayment')}
        </button>
      </Can>
      {/* Same tab: the mock backend lives in this page, a new tab would start from its seed. */}
      <Link to={invoicePath('print', numeric)} className="btn btn-outline-secondary">
        <Printer size={16} aria-hidden="true" className="me-1" />
        {t('actions.print')}
      </Link>
      <FocusKeepingButton className="btn btn-outline-secondary" unavailable={busy} onClick={() => void download(numeric)}>
        {busy ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : <Download size={16} aria-hidden="true" className="me-1" />}
        {busy ? t('actions.preparingShort') : t('actions.downloadShort')}
      </FocusKeepingButton>
    </div>
  );
  return (
    <div className="d-flex flex-column gap-3">
      <PageHeader title={t('preview.title', { id })} breadcrumb={[{ label: t('list.title'), to: list }]} actions={actions} />
      {/* The document and an open Send or Add payment panel stay, with what was typed in it. */}
      {deleted && <DeletedElsewhereNotice text={t('preview.deletedElsewhere', { id })} back={{ label: t('preview.back'), to: list }} />}
      {full ? (
        <InvoiceDocument full={full} />
      ) : query.isError ? (
        <InvoiceLoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <SkeletonLines lines={10} label={t('loading')} />
      )}
      {panels}
    </div>
  );
}
