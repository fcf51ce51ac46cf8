import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@console/runtime';
import toast from 'react-hot-toast';
import { queryKeys, type Invoice } from '@console/contracts';
import { dateFormat, numberFormat } from '@console/ui';
import { useIssuingCompany } from '../api/company';
import { fetchInvoice } from '../api/invoices-api';
import { useBusyIds } from './use-busy-ids';
import { useRecordDownload } from './use-record-download';

/**
 * Download → a real PDF in the screen's language. jspdf (≈ 130 KB gzip) loads here, on the first
 * click, never with the list; an Arabic PDF also loads its font then. Once the file is handed to
 * the browser, a Draft invoice is recorded as Downloaded (use-record-download.ts). `preparing`
 * holds the invoices whose PDF is being made: their buttons say so, and another click on one
 * makes no second file.
 */
export function useDownloadPdf() {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  const company = useIssuingCompany();
  const recordDownload = useRecordDownload();
  const { busy: preparing, run } = useBusyIds();
  const download = (id: number) => run(id, () => makePdf(id));

  const makePdf = async (id: number) => {
    const language = i18n.language || 'en';
    const t = i18n.getFixedT(language, 'invoices');
    let downloaded: Invoice;
    try {
      const [full, pdf, script] = await Promise.all([
        client.fetchQuery({ queryKey: queryKeys.invoices.detail(id), queryFn: ({ signal }) => fetchInvoice(id, signal) }),
        import(/* webpackChunkName: "invoice-pdf" */ '../api/invoice-pdf'),
        language === 'ar' ? import(/* webpackChunkName: "pdf-font-arabic" */ '../api/pdf-font').then(({ arabicScript }) => arabicScript) : undefined,
      ]);
      const money = (cents: number) => numberFormat(language, { style: 'currency', currency: 'USD' }).format(cents / 100);
      const date = (iso: string) => dateFormat(language, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(`${iso}T00:00:00Z`));
      // Written as the screen writes it ('8,5' in French), not as the number's English text.
      const rate = numberFormat(language).format(full.document.taxRatePoints / 100);
      pdf.saveInvoicePdf(
        full,
        {
          title: t('preview.title', { id }),
          issued: t('preview.issued'),
          due: t('preview.due'),
          invoiceTo: t('preview.invoiceTo'),
          item: t('preview.item'),
          cost: t('preview.cost'),
          qty: t('preview.qty'),
          price: t('preview.price'),
          subtotal: t('preview.subtotal'),
          discount: t('preview.discount'),
          tax: t('preview.tax', { rate }),
          total: t('preview.total'),
          balance: t('preview.balance'),
          note: t('preview.note'),
          terms: t('preview.terms'),
          // What goes between a label and its value, as the language writes it (':', ' :' in French).
          colon: t('preview.labelled', { label: '' }),
        },
        money,
        date,
        company,
        script,
      );
      downloaded = full.invoice;
    } catch {
      // No PDF, nothing to record.
      toast.error(t('actions.downloadFailed'));
      return;
    }
    await recordDownload(downloaded);
  };

  return { download, preparing };
}
