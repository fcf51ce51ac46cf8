import { PageHeader } from '@console/ui';
import { useInvoicesT } from '../i18n/use-invoices-t';

/** The Invoices remote's first page. */
export default function InvoicesPage() {
  const t = useInvoicesT();
  return (
    <>
      <PageHeader title={t('title')} />
      <p>{t('intro')}</p>
    </>
  );
}
