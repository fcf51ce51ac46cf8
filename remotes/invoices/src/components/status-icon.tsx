import { CircleAlert, CircleCheck, CircleDollarSign, Download, FilePen, Send, type LucideIcon } from 'lucide-react';
import { Link } from '@console/router';
import { invoiceDateToIso, type Invoice, type InvoiceStatus } from '@console/contracts';
import { useFormat } from '@console/ui';
import { balanceCentsOf, useMoney } from '../hooks/use-money';
import { useInvoicesT } from '../i18n/use-invoices-t';
import { invoicePath } from '../invoice-path';
import './status-icon.css';

const icons: Record<InvoiceStatus, { icon: LucideIcon; tone: string }> = {
  Paid: { icon: CircleCheck, tone: 'success' },
  Downloaded: { icon: Download, tone: 'info' },
  Sent: { icon: Send, tone: 'secondary' },
  Draft: { icon: FilePen, tone: 'primary' },
  'Partial Payment': { icon: CircleDollarSign, tone: 'warning' },
  'Past Due': { icon: CircleAlert, tone: 'danger' },
};

/**
 * The status as an icon with a tooltip (status, balance, due date). The icon links to the preview
 * and is named by the tooltip's text, so keyboard users (it shows on focus) and screen readers
 * (the visual copy is hidden from them) get it too.
 */
export function StatusIcon({ invoice }: { invoice: Invoice }) {
  const t = useInvoicesT();
  const money = useMoney();
  const { date } = useFormat();
  const { icon: Icon, tone } = icons[invoice.invoiceStatus];
  const tip = t('list.statusTip', { status: t(`status.${invoice.invoiceStatus}`), balance: money(balanceCentsOf(invoice)), due: date(invoiceDateToIso(invoice.dueDate)) });
  return (
    <span className="invoice-status">
      <Link to={invoicePath('preview', invoice.id)} aria-label={tip} className={`d-inline-flex rounded-circle p-1 bg-${tone}-subtle text-${tone}-emphasis`}>
        {/* The paper plane points the way the page reads, as the Send button's beside it. */}
        <Icon size={18} aria-hidden="true" className={Icon === Send ? 'rtl-flip' : undefined} />
      </Link>
      <span className="invoice-status-tip" aria-hidden="true">
        {tip}
      </span>
    </span>
  );
}
