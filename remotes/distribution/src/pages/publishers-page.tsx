import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { allows, useAbility } from '@console/auth';
import { distributionQueryKeys, type PublisherRow } from '@console/contracts';
import { DataTable, PageHeader, useFormat, type DataColumn } from '@console/ui';
import { listStatus } from '@console/ui/query';
import { deletePublisher, fetchPublishers } from '../api/distribution-api';
import { RowActions } from '../components/row-actions';
import { PublisherPanel } from '../components/publisher-panel';
import { SdkKeyCell } from '../components/sdk-key-cell';
import { useBrandName } from '../hooks/use-catalogue';
import { useDistributionT } from '../i18n/use-distribution-t';

/** Publishers: list, add, edit, delete; each one's SDK key masked, copied or regenerated. */
export default function PublishersPage() {
  const t = useDistributionT();
  const { number } = useFormat();
  const client = useQueryClient();
  const ability = useAbility();
  const may = (action: 'create' | 'update' | 'delete') => allows(ability, { action, subject: 'Publisher' });
  const publishers = useQuery({ queryKey: distributionQueryKeys.publishers, queryFn: ({ signal }) => fetchPublishers(signal) });
  const brandName = useBrandName();
  const [editing, setEditing] = useState<PublisherRow | null | undefined>(undefined);
  const columns: DataColumn<PublisherRow>[] = [
    { id: 'name', header: t('publishers.columns.name'), cell: (row) => row.name },
    { id: 'domains', header: t('publishers.columns.domains'), cell: (row) => <span dir="ltr">{row.domains.join(', ')}</span> },
    { id: 'email', header: t('publishers.columns.email'), cell: (row) => <a href={`mailto:${row.contactEmail}`}>{row.contactEmail}</a> },
    { id: 'brands', header: t('publishers.columns.brands'), cell: (row) => row.brandIds.map(brandName).join(', ') },
    { id: 'share', header: t('publishers.columns.share'), className: 'text-end', cell: (row) => number(row.revenueShare / 100, { style: 'percent' }) },
    { id: 'status', header: t('publishers.columns.status'), cell: (row) => <span className={`badge ${row.status === 'active' ? 'text-bg-success' : 'text-bg-secondary'}`}>{t(`publishers.statuses.${row.status}`)}</span> },
    { id: 'key', header: t('publishers.columns.key'), className: 'text-nowrap', cell: (row) => <SdkKeyCell publisher={row} mayRegenerate={may('update')} /> },
  ];
  if (may('update') || may('delete')) {
    columns.push({
      id: 'actions',
      header: t('actions'),
      hideHeader: true,
      className: 'text-end text-nowrap',
      cell: (row) => (
        <RowActions
          name={row.name}
          canEdit={may('update')}
          canDelete={may('delete')}
          onEdit={() => setEditing(row)}
          onDelete={async () => {
            await deletePublisher(row.id);
            await client.invalidateQueries({ queryKey: distributionQueryKeys.publishers });
          }}
        />
      ),
    });
  }
  return (
    <div className="d-flex flex-column gap-3">
      <PageHeader
        title={t('publishers.title')}
        actions={
          may('create') && (
            <button type="button" className="btn btn-primary" onClick={() => setEditing(null)}>
              <Plus size={16} aria-hidden="true" /> {t('publishers.add')}
            </button>
          )
        }
      />
      <section className="card">
        <DataTable
          label={t('publishers.title')}
          columns={columns}
          rows={publishers.data ?? null}
          getRowId={(row) => String(row.id)}
          status={listStatus(publishers)}
          error={publishers.isError ? publishers.error.message : undefined}
          onRetry={() => void publishers.refetch()}
          emptyMessage={t('publishers.empty')}
          rowHeader="name"
        />
      </section>
      {editing !== undefined && <PublisherPanel key={editing?.id ?? 'new'} publisher={editing} onHide={() => setEditing(undefined)} />}
    </div>
  );
}
