import { useQuery, useQueryClient } from '@tanstack/react-query';
import { distributionQueryKeys } from '@console/contracts';
import { Link } from '@console/router';
import { useFormat, type DataColumn } from '@console/ui';
import { deleteChannel, fetchChannels, type ChannelRow } from '../api/distribution-api';
import { BrandNamesNotice } from '../components/brand-names-notice';
import { ChannelPanel } from '../components/channel-panel';
import { CrudListPage } from '../components/crud-list-page';
import { PlaylistNames, PlaylistNamesNotice } from '../components/playlist-names';
import { useBrandName } from '../hooks/use-catalogue';
import { useDistributionT } from '../i18n/use-distribution-t';

/** Roku channels: one per brand, its playlists as categories; how many items the feed carries and how many Roku would reject. */
export default function ChannelsPage() {
  const t = useDistributionT();
  const { number, localDay } = useFormat();
  const client = useQueryClient();
  const channels = useQuery({ queryKey: distributionQueryKeys.channels, queryFn: ({ signal }) => fetchChannels(signal) });
  const brandName = useBrandName();

  const columns: DataColumn<ChannelRow>[] = [
    { id: 'name', header: t('channels.columns.name'), cell: (row) => <Link to={`/distribution/roku-channels/${row.id}`}>{row.name}</Link> },
    { id: 'brand', header: t('channels.columns.brand'), cell: (row) => brandName(row.brandId) },
    { id: 'playlists', header: t('channels.columns.playlists'), cell: (row) => <PlaylistNames ids={row.playlistIds} short /> },
    { id: 'items', header: t('channels.columns.items'), className: 'text-end', cell: (row) => number(row.itemCount) },
    { id: 'issues', header: t('channels.columns.issues'), className: 'text-end', cell: (row) => <span className={row.issueCount ? 'badge text-bg-warning' : 'badge text-bg-success'}>{number(row.issueCount)}</span> },
    { id: 'published', header: t('channels.columns.published'), cell: (row) => (row.publishedAt ? t('channels.version', { version: row.version, date: localDay(row.publishedAt) }) : t('channels.never')) },
  ];
  return (
    <CrudListPage
      title={t('channels.title')}
      listHeading={t('channels.list')}
      addLabel={t('channels.add')}
      emptyMessage={t('channels.empty')}
      subject="RokuChannel"
      query={channels}
      columns={columns}
      notice={
        <>
          <BrandNamesNotice />
          <PlaylistNamesNotice />
        </>
      }
      onDelete={async (row) => {
        await deleteChannel(row.id);
        await client.invalidateQueries({ queryKey: distributionQueryKeys.all });
      }}
      panel={(editing, close) => <ChannelPanel key={editing?.id ?? 'new'} channel={editing} onHide={close} />}
    />
  );
}
