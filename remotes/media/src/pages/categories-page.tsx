import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus } from 'lucide-react';
import { allows, useAbility } from '@console/auth';
import { queryKeys, type CategoryRow } from '@console/contracts';
import { DataTable, PageHeader, useFormat, type DataColumn } from '@console/ui';
import { deleteCategory } from '../api/media-api';
import { CategoryPanel } from '../components/category-panel';
import { DeleteButton } from '../components/delete-button';
import { useCategories } from '../hooks/use-taxonomy';
import { useMediaT } from '../i18n/use-media-t';

/** Categories (two levels): list, add, edit, delete (refused while videos or subcategories use it). Buttons follow the account's abilities. */
export default function CategoriesPage() {
  const t = useMediaT();
  const { number } = useFormat();
  const client = useQueryClient();
  const ability = useAbility();
  const mayCreate = allows(ability, { action: 'create', subject: 'Category' });
  const mayUpdate = allows(ability, { action: 'update', subject: 'Category' });
  const mayDelete = allows(ability, { action: 'delete', subject: 'Category' });
  const categories = useCategories();
  // The panel's category: null = a new one; undefined = closed. A key per category resets its form.
  const [editing, setEditing] = useState<CategoryRow | null | undefined>(undefined);

  const columns: DataColumn<CategoryRow>[] = [
    { id: 'name', header: t('taxonomy.columns.name'), cell: (category) => category.name },
    { id: 'slug', header: t('taxonomy.columns.slug'), cell: (category) => <code>{category.slug}</code> },
    { id: 'parent', header: t('taxonomy.columns.parent'), cell: (category) => (category.parentId === null ? '' : (categories.data?.find((row) => row.id === category.parentId)?.name ?? '')) },
    { id: 'videos', header: t('taxonomy.columns.videos'), className: 'text-end', cell: (category) => number(category.videoCount) },
  ];
  if (mayUpdate || mayDelete) {
    columns.push({
      id: 'actions',
      header: t('taxonomy.columns.actions'),
      hideHeader: true,
      className: 'text-end text-nowrap',
      cell: (category) => (
        <div className="d-inline-flex gap-1">
          {mayUpdate && (
            <button type="button" className="btn btn-sm btn-outline-secondary" aria-label={t('taxonomy.edit', { name: category.name })} title={t('taxonomy.edit', { name: category.name })} onClick={() => setEditing(category)}>
              <Pencil size={14} aria-hidden="true" />
            </button>
          )}
          {mayDelete && (
            <DeleteButton
              label={t('taxonomy.delete', { name: category.name })}
              title={t('taxonomy.confirmTitle', { name: category.name })}
              text={t('taxonomy.confirmText')}
              confirmLabel={t('taxonomy.confirm')}
              done={t('taxonomy.deleted', { name: category.name })}
              onDelete={async () => {
                await deleteCategory(category.id);
                await client.invalidateQueries({ queryKey: queryKeys.media.all });
              }}
            />
          )}
        </div>
      ),
    });
  }

  return (
    <div className="d-flex flex-column gap-3">
      <PageHeader
        title={t('taxonomy.categories')}
        actions={
          mayCreate && (
            <button type="button" className="btn btn-primary" onClick={() => setEditing(null)}>
              <Plus size={16} aria-hidden="true" /> {t('taxonomy.addCategory')}
            </button>
          )
        }
      />
      <section className="card">
        <DataTable
          label={t('taxonomy.categories')}
          columns={columns}
          rows={categories.data ?? null}
          getRowId={(category) => String(category.id)}
          status={categories.isPending || categories.isFetching ? 'loading' : categories.isError ? 'error' : 'ready'}
          error={categories.isError ? categories.error.message : undefined}
          onRetry={() => void categories.refetch()}
          emptyMessage={t('taxonomy.empty')}
          rowHeader="name"
        />
      </section>
      {editing !== undefined && <CategoryPanel key={editing?.id ?? 'new'} show category={editing} onHide={() => setEditing(undefined)} />}
    </div>
  );
}
