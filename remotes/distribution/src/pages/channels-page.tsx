import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { allows, useAbility } from '@console/auth';
import { distributionQueryKeys, type RokuChannel } from '@console/contracts';
import { Link } from '@console/router';
import { DataTable, PageHeader, useFormat, type DataColumn } from '@console/ui';
import { listStatus } from '@console/ui/query';
import { deleteChannel, fetchChannels, type ChannelRow } from '../api/distribution-api';
import { ChannelPanel } from '../components/channel-panel';
import { RowActions } from '../components/row-actions';
import { useBrandName, usePlaylists } from '../hooks/use-catalogue';
import { useDistributionT } from '../i18n/use-distribution-t';

/** Roku channels: one per brand, its playlists as categories; how many items the feed carries and how many Roku would reject. */
export default function ChannelsPage() {
  const t = useDistributionT();
  const { number, date } = useFormat();
  const client = useQueryClient();
  const ability = useAbility();
  const may = (action: 'create' | 'update' | 'delete') => allows(ability, { action, subject: 'RokuChannel' });
  const channels = useQuery({ queryKey: distributionQueryKeys.channels, queryFn: ({ signal }) => fetchChannels(signal) });
  const brandName = useBrandName();
  const playlists = usePlaylists().data;
  const [editing, setEditing] = useState<RokuChannel | null | undefined>(undefined);

  const columns: DataColumn<ChannelRow>[] = [
    { id: 'name', header: t('channels.columns.name'), cell: (row) => <Link to={`/distribution/roku-channels/${row.id}`}>{row.name}</Link> },
    { id: 'brand', header: t('channels.columns.brand'), cell: (row) => brandName(row.brandId) },
    { id: 'playlists', header: t('channels.columns.playlists'), cell: (row) => row.playlistIds.map((id) => playlists?.find((one) => one.id === id)?.name ?? `#${id}`).join(', ') },
    { id: 'items', header: t('channels.columns.items'), className: 'text-end', cell: (row) => number(row.itemCount) },
    { id: 'issues', header: t('channels.columns.issues'), className: 'text-end', cell: (row) => <span className={row.issueCount ? 'badge text-bg-warning' : 'badge text-bg-success'}>{number(row.issueCount)}</span> },
    { id: 'published', header: t('channels.columns.published'), cell: (row) => (row.publishedAt ? t('channels.version', { version: row.version, date: date(row.publishedAt.slice(0, 10)) }) : t('channels.never')) },
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
            await deleteChannel(row.id);
            await client.invalidateQueries({ queryKey: distributionQueryKeys.all });
          }}
        />
      ),
    });
  }
  return (
    <div className="d-flex flex-column gap-3">
      <PageHeader
        title={t('channels.title')}
        actions={
          may('create') && (
            <button type="button" className="btn btn-primary" onClick={() => setEditing(null)}>
              <Plus size={16} aria-hidden="true" /> {t('channels.add')}
            </button>
          )
        }
      />
      <section className="card">
        <DataTable
          label={t('channels.title')}
          columns={columns}
          rows={channels.data ?? null}
          getRowId={(row) => String(row.id)}
          status={listStatus(channels)}
          error={channels.isError ? channels.error.message : undefined}
          onRetry={() => void channels.refetch()}
          emptyMessage={t('channels.empty')}
          rowHeader="name"
        />
      </section>
      {editing !== undefined && <ChannelPanel key={editing?.id ?? 'new'} channel={editing} onHide={() => setEditing(undefined)} />}
    </div>
  );
}
