import { useCallback, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { allows, useAbility } from '@console/auth';
import { invoiceSortColumns, type Invoice, type InvoiceSortColumn } from '@console/contracts';
import { ConfirmDialog, DataTable, PageHeader, Pagination, useFailureSentence, useFormat, type TableSort } from '@console/ui';
import { exportInvoices } from '../api/export-invoices';
import { invoiceColumns } from '../components/invoice-columns';
import { useInvoicePanels } from '../components/invoice-panels';
import { InvoiceTotals } from '../components/invoice-totals';
import { InvoicesToolbar } from '../components/invoices-toolbar';
import { useDownloadPdf } from '../hooks/use-download-pdf';
import { useDuplicate } from '../hooks/use-duplicate';
import { pageSizes, useInvoiceListState } from '../hooks/use-invoice-list-state';
import { useInvoicesList } from '../hooks/use-invoices-list';
import { useMoney } from '../hooks/use-money';
import { useInvoicesT } from '../i18n/use-invoices-t';

const isSortColumn = (id: string): id is InvoiceSortColumn => (invoiceSortColumns as readonly string[]).includes(id);

/** The invoice list: totals, search, status, sort and paging from the URL; row and bulk actions. */
export default function InvoicesListPage() {
  const t = useInvoicesT();
  const money = useMoney();
  const { date, number } = useFormat();
  const { values, query, set } = useInvoiceListState();
  const invoices = useInvoicesList(query, set);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [toDelete, setToDelete] = useState<readonly Invoice[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [exporting, setExporting] = useState(false);
  // A deleted row, or a sent one leaving a filtered list (Draft → Sent), takes its button and the
  // focus with it: after the dialog or the panel, the focus goes to the list's heading instead.
  const listHeading = useRef<HTMLHeadingElement>(null);
  const { openSend, panels } = useInvoicePanels({ fallbackFocus: listHeading });
  const { download, preparing } = useDownloadPdf();
  // The copy is the newest invoice: page 1 of the unfiltered, unsorted list. The page is named too,
  // or with no filter to clear the change would be "nothing" and leave the user on page 2.
  const { duplicate, copying } = useDuplicate(() => set({ q: '', status: '', sortColumn: '', sort: 'asc', page: 1 }));
  const ability = useAbility();
  // Each row offers only what the account may do (the API asks `create` to send or duplicate).
  const may = (action: 'update' | 'create' | 'delete') => allows(ability, { action, subject: 'Invoice' });
  const [mayEdit, mayCreate, mayDelete] = [may('update'), may('create'), may('delete')];
  const failure = useFailureSentence();

  const askToDelete = useCallback((rows: readonly Invoice[]) => {
    setToDelete(rows);
    setConfirming(true);
  }, []);
  const onSelect = useCallback((id: number, on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const columns = useMemo(
    () =>
      invoiceColumns({
        t,
        money,
        date,
        selected,
        onSelect,
        mayEdit,
        onSend: mayCreate ? openSend : undefined,
        onDownload: (invoice) => void download(invoice.id),
        preparing,
        copying,
        onDuplicate: mayCreate ? (invoice) => void duplicate(invoice) : undefined,
        onDelete: mayDelete ? (invoice) => askToDelete([invoice]) : undefined,
      }),
    // openSend, download and duplicate are new each render but only read state when clicked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, money, date, selected, onSelect, mayEdit, mayCreate, mayDelete, askToDelete, preparing, copying],
  );
  const rows = invoices.rows;
  const pageIds = rows?.map((invoice) => invoice.id) ?? [];
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const selectedRows = rows?.filter((invoice) => selected.has(invoice.id)) ?? [];
  const sort: TableSort | null = values.sortColumn ? { id: values.sortColumn, desc: values.sort === 'desc' } : null;

  const runExport = async () => {
    setExporting(true);
    try {
      const count = await exportInvoices(query, invoices.hidden);
      if (count === 0) toast(t('bulk.nothingToExport'));
      else toast.success(t('bulk.exported', { count, shown: number(count) }));
    } catch {
      toast.error(t('bulk.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="d-flex flex-column gap-3">
      <PageHeader title={t('list.title')} />
      <InvoiceTotals summary={invoices.summary} loading={invoices.summaryLoading} failed={invoices.summaryFailed} onRetry={invoices.reloadSummary} />
      <section className="card" aria-labelledby="invoice-list-heading">
        <h2 id="invoice-list-heading" className="visually-hidden" tabIndex={-1} ref={listHeading}>
          {t('list.heading')}
        </h2>
        <InvoicesToolbar
          values={values}
          set={set}
          selectedCount={selectedRows.length}
          exporting={exporting}
          onExport={() => void runExport()}
          onDeleteSelected={() => askToDelete(selectedRows)}
        />
        <div className="d-flex align-items-center gap-2 px-3 pb-2">
          <input
            id="invoice-select-page"
            type="checkbox"
            className="form-check-input m-0"
            checked={allOnPage}
            disabled={pageIds.length === 0}
            onChange={(event) => setSelected(event.target.checked ? new Set([...selected, ...pageIds]) : new Set([...selected].filter((id) => !pageIds.includes(id))))}
          />
          <label htmlFor="invoice-select-page" className="form-check-label small">
            {t('list.selectPage')}
          </label>
          {selectedRows.length > 0 && <span className="small text-body-secondary">· {t('list.selected', { count: number(selectedRows.length) })}</span>}
        </div>
        <DataTable
          label={t('list.table')}
          columns={columns}
          rows={rows}
          getRowId={(invoice) => String(invoice.id)}
          status={invoices.status}
          error={invoices.status === 'error' ? failure(t('list.loadFailed'), invoices.error) : undefined}
          onRetry={invoices.reload}
          sort={sort}
          onSortChange={(next) => set({ sortColumn: next && isSortColumn(next.id) ? next.id : '', sort: next?.desc ? 'desc' : 'asc' })}
          emptyMessage={invoices.allDeleting ? t('list.emptyDeleting') : t('list.empty')}
          rowHeader="id"
        />
        {rows && (
          <Pagination
            page={query.page ?? 1}
            perPage={query.perPage ?? pageSizes[0]}
            total={invoices.total}
            pageRows={rows.length}
            pageSizes={pageSizes}
            onPageChange={(page) => set({ page })}
            onPerPageChange={(perPage) => set({ perPage })}
            itemLabel={t('list.itemLabel')}
            label={t('list.pages')}
          />
        )}
      </section>
      {panels}
      <ConfirmDialog
        show={confirming}
        title={toDelete.length > 1 ? t('bulk.title', { count: toDelete.length, shown: number(toDelete.length) }) : t('remove.title')}
        confirmLabel={t('remove.confirm')}
        cancelLabel={t('remove.cancel')}
        variant="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          invoices.remove(toDelete);
          setSelected((current) => new Set([...current].filter((id) => !toDelete.some((invoice) => invoice.id === id))));
          setConfirming(false);
        }}
        fallbackFocus={listHeading}
      >
        <p className="mb-0">
          {toDelete.length === 1 && toDelete[0] ? t('remove.text', { id: toDelete[0].id, name: toDelete[0].client.name }) : t('bulk.text')}
        </p>
      </ConfirmDialog>
    </div>
  );
}
