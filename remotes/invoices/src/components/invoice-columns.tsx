import { Link } from '@console/router';
import { Copy, Download, Eye, Pencil, Send, Trash2 } from 'lucide-react';
import { invoiceDateToIso, type Invoice } from '@console/contracts';
import { Avatar, FocusKeepingButton, type DataColumn, type TextsFn } from '@console/ui';
import type en from '../i18n/en';
import { invoicePath } from '../invoice-path';
import { balanceCentsOf, totalCentsOf } from '../hooks/use-money';
import { StatusIcon } from './status-icon';

export interface RowActions {
  /** The account may edit invoices (else no Edit link). */
  mayEdit: boolean;
  /** Absent: the account may not send invoices (the API asks `create`), so no button. */
  onSend?(invoice: Invoice): void;
  onDownload(invoice: Invoice): void;
  /** Invoices whose PDF is being made: their Download says so and takes no second click. */
  preparing: ReadonlySet<number>;
  /** Invoices being copied: their Duplicate takes no second click. */
  copying: ReadonlySet<number>;
  /** Absent: the account may not create invoices. */
  onDuplicate?(invoice: Invoice): void;
  /** Left out for someone who may not delete invoices. */
  onDelete?: (invoice: Invoice) => void;
}

interface InvoiceColumnsOptions extends RowActions {
  t: TextsFn<typeof en>;
  money(cents: number): string;
  date(iso: string): string;
  selected: ReadonlySet<number>;
  onSelect(id: number, selected: boolean): void;
}

const iconButton = 'btn btn-sm btn-link p-1 text-body-secondary';

/** The list's columns, in the current language. */
export function invoiceColumns({ t, money, date, selected, onSelect, mayEdit, onSend, onDownload, preparing, copying, onDuplicate, onDelete }: InvoiceColumnsOptions): DataColumn<Invoice>[] {
  return [
    {
      id: 'select',
      header: t('list.selectPage'),
      hideHeader: true,
      cell: (invoice) => (
        <input
          type="checkbox"
          className="form-check-input"
          aria-label={t('list.select', { id: invoice.id })}
          checked={selected.has(invoice.id)}
          onChange={(event) => onSelect(invoice.id, event.target.checked)}
        />
      ),
    },
    {
      id: 'id',
      header: t('list.idColumn'),
      sortable: true,
      cell: (invoice) => (
        <Link to={invoicePath('preview', invoice.id)} className="fw-semibold text-decoration-none">
          #{invoice.id}
        </Link>
      ),
    },
    { id: 'status', header: t('list.statusColumn'), cell: (invoice) => <StatusIcon invoice={invoice} /> },
    {
      id: 'client',
      header: t('list.client'),
      sortable: true,
      cell: (invoice) => (
        <span className="d-flex align-items-center gap-2">
          <Avatar fullName={invoice.client.name} src={invoice.avatar} size={32} decorative />
          <span className="d-flex flex-column">
            <span className="fw-semibold">{invoice.client.name}</span>
            <small className="text-body-secondary">{invoice.client.companyEmail}</small>
          </span>
        </span>
      ),
    },
    { id: 'total', header: t('list.total'), sortable: true, className: 'text-end', cell: (invoice) => money(totalCentsOf(invoice)) },
    { id: 'issuedDate', header: t('list.issuedDate'), sortable: true, cell: (invoice) => date(invoiceDateToIso(invoice.issuedDate)) },
    { id: 'dueDate', header: t('list.dueDate'), sortable: true, cell: (invoice) => date(invoiceDateToIso(invoice.dueDate)) },
    {
      id: 'balance',
      header: t('list.balance'),
      sortable: true,
      className: 'text-end',
      cell: (invoice) => (invoice.balance === 0 ? <span className="badge text-bg-success">{t('list.paid')}</span> : money(balanceCentsOf(invoice))),
    },
    {
      id: 'actions',
      header: t('list.actions'),
      hideHeader: true,
      className: 'text-end text-nowrap',
      cell: (invoice) => (
        <>
          <Link to={invoicePath('preview', invoice.id)} className={iconButton} aria-label={t('actions.preview', { id: invoice.id })} title={t('actions.previewShort')}>
            <Eye size={18} aria-hidden="true" />
          </Link>
          {mayEdit && (
            <Link to={invoicePath('edit', invoice.id)} className={iconButton} aria-label={t('actions.edit', { id: invoice.id })} title={t('actions.editShort')}>
              <Pencil size={18} aria-hidden="true" />
            </Link>
          )}
          {onSend && (
            <button type="button" className={iconButton} aria-label={t('actions.send', { id: invoice.id })} title={t('actions.sendShort')} onClick={() => onSend(invoice)}>
              <Send size={18} aria-hidden="true" className="rtl-flip" />
            </button>
          )}
          {preparing.has(invoice.id) ? (
            <FocusKeepingButton className={iconButton} unavailable aria-label={t('actions.preparing', { id: invoice.id })} title={t('actions.preparingShort')}>
              <span className="spinner-border spinner-border-sm" aria-hidden="true" />
            </FocusKeepingButton>
          ) : (
            <FocusKeepingButton className={iconButton} unavailable={false} aria-label={t('actions.download', { id: invoice.id })} title={t('actions.downloadShort')} onClick={() => onDownload(invoice)}>
              <Download size={18} aria-hidden="true" />
            </FocusKeepingButton>
          )}
          {onDuplicate && (
            <FocusKeepingButton className={iconButton} unavailable={copying.has(invoice.id)} aria-label={t('actions.duplicate', { id: invoice.id })} title={t('actions.duplicateShort')} onClick={() => onDuplicate(invoice)}>
              <Copy size={18} aria-hidden="true" />
            </FocusKeepingButton>
          )}
          {onDelete && (
            <button type="button" className={`${iconButton} text-danger`} aria-label={t('actions.delete', { id: invoice.id })} title={t('actions.deleteShort')} onClick={() => onDelete(invoice)}>
              <Trash2 size={18} aria-hidden="true" />
            </button>
          )}
        </>
      ),
    },
  ];
}
