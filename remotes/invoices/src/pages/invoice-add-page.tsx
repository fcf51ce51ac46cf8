import type { InvoiceInput } from '@console/contracts';
import { PageHeader } from '@console/ui';
import { inDays, today } from '../api/calendar';
import { createInvoice } from '../api/invoices-api';
import { InvoiceForm } from '../components/invoice-form';
import { emptyItem } from '../components/line-items';
import { useInvoicesT } from '../i18n/use-invoices-t';
import { remoteMeta } from '../remote-meta';

const newInvoice = (): InvoiceInput => ({
  client: { name: '', company: '', companyEmail: '', address: '', country: '', contact: '' },
  service: '',
  salesperson: '',
  issuedDate: today(),
  dueDate: inDays(30),
  items: [{ ...emptyItem }],
  discount: '0',
  taxRate: '0',
  note: '',
  paymentTerms: '',
});

/** A new invoice; once saved, the list (newest first) shows it on top. */
export default function InvoiceAddPage() {
  const t = useInvoicesT();
  return (
    <div className="d-flex flex-column gap-3">
      <PageHeader title={t('form.addTitle')} breadcrumb={[{ label: t('list.title'), to: `${remoteMeta.basePath}/list` }]} />
      <InvoiceForm defaults={newInvoice()} save={createInvoice} next={() => `${remoteMeta.basePath}/list`} label={t('form.addTitle')} />
    </div>
  );
}
