import { useRef, type ReactNode } from 'react';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Pencil, Plus } from 'lucide-react';
import toast from 'react-hot-toast';
import { allows, useAbility } from '@console/auth';
import { queryKeys } from '@console/contracts';
import { LinkedRecordMissing, PageHeader, RowDeleteButton, useEditPanel, useFormat, useRowDeleteDialog, type DataColumn } from '@console/ui';
import { useRefusalText } from '../i18n/refusal-text';
import { useMediaT } from '../i18n/use-media-t';
import { QueryRows } from './row-cards';

interface TaxonomyRow {
  id: number;
  name: string;
  videoCount: number;
}

export interface TaxonomyPageProps<T extends TaxonomyRow> {
  subject: 'Brand' | 'Category';
  title: string;
  addLabel: string;
  rows: UseQueryResult<T[]>;
  /** The columns between the name and the video count. */
  columns: DataColumn<T>[];
  remove(id: number): Promise<unknown>;
  /** The add/edit panel: `row` null adds one. */
  panel(row: T | null, onHide: () => void): ReactNode;
  /** Why a row cannot be deleted, beyond videos using it (a category's subcategories, playlists naming it); none when it can. */
  blocked?(row: T): string | undefined;
}

/**
 * Brands and categories alike: the list, add, edit and delete (refused by the server while videos
 * use the row, with the count). Buttons follow the account's abilities on `subject`.
 */
export function TaxonomyPage<T extends TaxonomyRow>({ subject, title, addLabel, rows, columns, remove, panel, blocked }: TaxonomyPageProps<T>) {
  const t = useMediaT();
  const say = useRefusalText();
  const { number } = useFormat();
  const client = useQueryClient();
  const ability = useAbility();
  const may = (action: 'create' | 'update' | 'delete') => allows(ability, { action, subject });
  // The panel's row: null = a new one; undefined = closed (a key per row resets its form); `?edit=<id>` (the navbar search's and the
  // action log's links) opens that row's.
  const editing = useEditPanel(rows.data, () => may('update'));
  // Where focus goes once a deleted row (and its button) has gone.
  const listHeading = useRef<HTMLHeadingElement>(null);
  const deleting = useRowDeleteDialog<T>({
    // What the list already knows would make the server refuse is said at once, with no Delete to press.
    texts: (row) => {
      const reason = row.videoCount > 0 ? t(subject === 'Brand' ? 'taxonomy.brandUsed' : 'taxonomy.categoryUsed', { name: row.name }) : blocked?.(row);
      if (reason) return { title: t('taxonomy.cannotDelete', { name: row.name }), text: reason };
      return { title: t('taxonomy.confirmTitle', { name: row.name }), text: t('taxonomy.confirmText'), confirmLabel: t('taxonomy.confirm'), cancelLabel: t('cancel') };
    },
    remove: async (row) => {
      await remove(row.id);
      await client.invalidateQueries({ queryKey: queryKeys.media.all });
    },
    onDeleted: (row) => toast.success(t('taxonomy.deleted', { name: row.name })),
    // A brand still used by videos: the refusal, with the count, in the user's language.
    onFailed: (row, error) => toast.error(say.error(error, t(subject === 'Brand' ? 'taxonomy.brandDeleteFailed' : 'taxonomy.categoryDeleteFailed', { name: row.name }))),
    focusAfter: listHeading,
  });

  const all: DataColumn<T>[] = [
    { id: 'name', header: t('taxonomy.columns.name'), cell: (row) => row.name },
    ...columns,
    { id: 'videos', header: t('taxonomy.columns.videos'), className: 'text-end', cell: (row) => number(row.videoCount) },
  ];
  if (may('update') || may('delete')) {
    all.push({
      id: 'actions',
      header: t('taxonomy.columns.actions'),
      hideHeader: true,
      className: 'text-end text-nowrap',
      cell: (row) => (
        <div className="d-inline-flex gap-1">
          {may('update') && (
            <button type="button" className="btn btn-sm btn-outline-secondary" aria-label={t('taxonomy.edit', { name: row.name })} title={t('taxonomy.edit', { name: row.name })} onClick={() => editing.open(row)}>
              <Pencil size={14} aria-hidden="true" />
            </button>
          )}
          {may('delete') && <RowDeleteButton label={t('taxonomy.delete', { name: row.name })} {...deleting.trigger(row)} />}
        </div>
      ),
    });
  }

  return (
    <div className="d-flex flex-column gap-3">
      <PageHeader
        title={title}
        actions={
          may('create') && (
            <button type="button" className="btn btn-primary" onClick={() => editing.open(null)}>
              <Plus size={16} aria-hidden="true" /> {addLabel}
            </button>
          )
        }
      />
      {editing.missingId !== null && <LinkedRecordMissing text={t(subject === 'Brand' ? 'taxonomy.brandMissing' : 'taxonomy.categoryMissing', { id: editing.missingId })} onClose={editing.dismissMissing} />}
      <section className="card" aria-labelledby={`media-${subject}-list`}>
        <h2 id={`media-${subject}-list`} className="visually-hidden" tabIndex={-1} ref={listHeading}>
          {t(subject === 'Brand' ? 'taxonomy.brandList' : 'taxonomy.categoryList')}
        </h2>
        <QueryRows label={title} columns={all} query={rows} getRowId={(row) => String(row.id)} rowHeader="name" emptyMessage={t('taxonomy.empty')} failed={t(subject === 'Brand' ? 'taxonomy.brandsLoadFailed' : 'taxonomy.categoriesLoadFailed')} shows={(row) => !deleting.hidden.has(row.id)} />
      </section>
      {editing.row !== undefined && panel(editing.row, editing.close)}
      {deleting.dialog}
    </div>
  );
}
