import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus } from 'lucide-react';
import { allows, useAbility } from '@console/auth';
import { queryKeys, type BrandRow } from '@console/contracts';
import { DataTable, PageHeader, useFormat, type DataColumn } from '@console/ui';
import { deleteBrand } from '../api/media-api';
import { BrandPanel } from '../components/brand-panel';
import { DeleteButton } from '../components/delete-button';
import { useBrands } from '../hooks/use-taxonomy';
import { useMediaT } from '../i18n/use-media-t';

/** Brands: list, add, edit, delete (refused by the server while videos use the brand). Buttons follow the account's abilities. */
export default function BrandsPage() {
  const t = useMediaT();
  const { number } = useFormat();
  const client = useQueryClient();
  const ability = useAbility();
  const mayCreate = allows(ability, { action: 'create', subject: 'Brand' });
  const mayUpdate = allows(ability, { action: 'update', subject: 'Brand' });
  const mayDelete = allows(ability, { action: 'delete', subject: 'Brand' });
  const brands = useBrands();
  // The panel's brand: null = a new one; undefined = closed. A key per brand resets its form.
  const [editing, setEditing] = useState<BrandRow | null | undefined>(undefined);

  const columns: DataColumn<BrandRow>[] = [
    { id: 'name', header: t('taxonomy.columns.name'), cell: (brand) => brand.name },
    { id: 'slug', header: t('taxonomy.columns.slug'), cell: (brand) => <code>{brand.slug}</code> },
    { id: 'colour', header: t('taxonomy.columns.colour'), cell: (brand) => <span className="d-inline-block rounded border" style={{ width: 20, height: 20, background: brand.colour }} title={brand.colour} aria-label={brand.colour} role="img" /> },
    { id: 'status', header: t('taxonomy.columns.status'), cell: (brand) => t(`taxonomy.brandStatus.${brand.status}`) },
    { id: 'videos', header: t('taxonomy.columns.videos'), className: 'text-end', cell: (brand) => number(brand.videoCount) },
  ];
  if (mayUpdate || mayDelete) {
    columns.push({
      id: 'actions',
      header: t('taxonomy.columns.actions'),
      hideHeader: true,
      className: 'text-end text-nowrap',
      cell: (brand) => (
        <div className="d-inline-flex gap-1">
          {mayUpdate && (
            <button type="button" className="btn btn-sm btn-outline-secondary" aria-label={t('taxonomy.edit', { name: brand.name })} title={t('taxonomy.edit', { name: brand.name })} onClick={() => setEditing(brand)}>
              <Pencil size={14} aria-hidden="true" />
            </button>
          )}
          {mayDelete && (
            <DeleteButton
              label={t('taxonomy.delete', { name: brand.name })}
              title={t('taxonomy.confirmTitle', { name: brand.name })}
              text={t('taxonomy.confirmText')}
              confirmLabel={t('taxonomy.confirm')}
              done={t('taxonomy.deleted', { name: brand.name })}
              onDelete={async () => {
                await deleteBrand(brand.id);
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
        title={t('taxonomy.brands')}
        actions={
          mayCreate && (
            <button type="button" className="btn btn-primary" onClick={() => setEditing(null)}>
              <Plus size={16} aria-hidden="true" /> {t('taxonomy.addBrand')}
            </button>
          )
        }
      />
      <section className="card">
        <DataTable
          label={t('taxonomy.brands')}
          columns={columns}
          rows={brands.data ?? null}
          getRowId={(brand) => String(brand.id)}
          status={brands.isPending || brands.isFetching ? 'loading' : brands.isError ? 'error' : 'ready'}
          error={brands.isError ? brands.error.message : undefined}
          onRetry={() => void brands.refetch()}
          emptyMessage={t('taxonomy.empty')}
          rowHeader="name"
        />
      </section>
      {editing !== undefined && <BrandPanel key={editing?.id ?? 'new'} show brand={editing} onHide={() => setEditing(undefined)} />}
    </div>
  );
}
