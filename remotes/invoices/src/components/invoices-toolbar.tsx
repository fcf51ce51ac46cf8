import { FileDown, Plus, Trash2 } from 'lucide-react';
import { Link } from '@console/router';
import { Can } from '@console/auth';
import { invoiceStatuses } from '@console/contracts';
import { FilterBar, type FilterSelect } from '@console/ui';
import type { InvoiceListValues, SetInvoiceListState } from '../hooks/use-invoice-list-state';
import { useInvoicesT } from '../i18n/use-invoices-t';
import { remoteMeta } from '../remote-meta';

interface InvoicesToolbarProps {
  values: InvoiceListValues;
  set: SetInvoiceListState;
  selectedCount: number;
  exporting: boolean;
  onExport(): void;
  onDeleteSelected(): void;
}

/** One filter, typed by its values (so `onChange` gets a status). */
const statusFilter = <V extends string>(filter: FilterSelect<V>): FilterSelect<V> => filter;

/** Search, status filter, bulk delete, CSV export and Create invoice. */
export function InvoicesToolbar({ values, set, selectedCount, exporting, onExport, onDeleteSelected }: InvoicesToolbarProps) {
  const t = useInvoicesT();
  return (
    <FilterBar
      label={t('filters.label')}
      // Typing replaces the history entry: Back should undo a search, not each keystroke.
      search={{ label: t('filters.search'), placeholder: t('filters.searchPlaceholder'), value: values.q, onSearch: (q) => set({ q }, { replace: true }) }}
      filters={[
        statusFilter({
          id: 'status',
          label: t('filters.status'),
          allLabel: t('filters.allStatuses'),
          options: invoiceStatuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
          value: values.status,
          onChange: (status) => set({ status }),
        }),
      ]}
      onClear={() => set({ q: '', status: '' })}
    >
      {selectedCount > 0 && (
        <Can I="delete" a="Invoice">
          <button type="button" className="btn btn-outline-danger" onClick={onDeleteSelected}>
            <Trash2 size={16} aria-hidden="true" className="me-1" />
            {t('bulk.delete')} <span className="badge text-bg-danger">{selectedCount}</span>
          </button>
        </Can>
      )}
      <button type="button" className="btn btn-outline-secondary" onClick={onExport} disabled={exporting}>
        {exporting ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : <FileDown size={16} aria-hidden="true" className="me-1" />}
        {t('bulk.export')}
      </button>
      <Can I="create" a="Invoice">
        <Link to={`${remoteMeta.basePath}/add`} className="btn btn-primary">
          <Plus size={16} aria-hidden="true" className="me-1" />
          {t('actions.add')}
        </Link>
      </Can>
    </FilterBar>
  );
}
