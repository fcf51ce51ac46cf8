import { useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import toast from 'react-hot-toast';
import { allows, useAbility } from '@console/auth';
import { queryKeys, type PlaylistRow } from '@console/contracts';
import { Link } from '@console/router';
import { PageHeader, RowDeleteButton, useFormat, useRowDeleteDialog, type DataColumn } from '@console/ui';
import { deletePlaylist, fetchPlaylists } from '../api/media-api';
import { QueryRows } from '../components/row-cards';
import { TaxonomyFailed } from '../components/taxonomy-failed';
import { useTaxonomy } from '../hooks/use-taxonomy';
import { useRefusalText } from '../i18n/refusal-text';
import { useMediaT } from '../i18n/use-media-t';

/** Every playlist, manual and smart, with a way to make a new one. */
export default function PlaylistsPage() {
  const t = useMediaT();
  const say = useRefusalText();
  const { number, localDay } = useFormat();
  const client = useQueryClient();
  const ability = useAbility();
  // As the API asks (access-guard.ts): POST /api/media/playlists creates, DELETE deletes.
  const mayCreate = allows(ability, { action: 'create', subject: 'Playlist' });
  const mayDelete = allows(ability, { action: 'delete', subject: 'Playlist' });
  const { brandName } = useTaxonomy();
  // Where focus goes once a deleted row (and its button) has gone.
  const listHeading = useRef<HTMLHeadingElement>(null);
  const deleting = useRowDeleteDialog<PlaylistRow>({
    // A playlist a Roku channel carries is refused by the server: said at once, with no Delete to press.
    texts: ({ name, channels }) =>
      channels.length
        ? { title: t('taxonomy.cannotDelete', { name }), text: t('refusals.inChannels', { name, count: channels.length, shown: number(channels.length), channels: channels.join(', ') }) }
        : { title: t('playlists.confirmTitle', { name }), text: t('playlists.confirmText'), confirmLabel: t('playlists.confirm'), cancelLabel: t('cancel') },
    remove: async (playlist) => {
      await deletePlaylist(playlist.id);
      await client.invalidateQueries({ queryKey: queryKeys.media.all });
    },
    onDeleted: (playlist) => toast.success(t('playlists.deleted', { name: playlist.name })),
    onFailed: (playlist, error) => toast.error(say.error(error, t('playlists.deleteFailed', { name: playlist.name }))),
    focusAfter: listHeading,
  });
  const playlists = useQuery({ queryKey: queryKeys.media.playlists, queryFn: ({ signal }) => fetchPlaylists(signal) });

  const columns: DataColumn<PlaylistRow>[] = [
    { id: 'name', header: t('playlists.columns.name'), cell: (playlist) => <Link to={`/media/playlists/${playlist.id}`}>{playlist.name}</Link> },
    { id: 'kind', header: t('playlists.columns.kind'), cell: (playlist) => t(`playlists.kind.${playlist.kind}`) },
    { id: 'brand', header: t('playlists.columns.brand'), cell: (playlist) => (playlist.brandId === null ? '' : brandName.get(playlist.brandId)) },
    { id: 'videos', header: t('playlists.columns.videos'), className: 'text-end', cell: (playlist) => number(playlist.videoCount) },
    { id: 'updated', header: t('playlists.columns.updated'), cell: (playlist) => localDay(playlist.updatedAt) },
  ];
  if (mayDelete) {
    columns.push({
      id: 'actions',
      header: t('playlists.columns.actions'),
      hideHeader: true,
      className: 'text-end',
      cell: (playlist) => <RowDeleteButton label={t('playlists.delete', { name: playlist.name })} {...deleting.trigger(playlist)} />,
    });
  }

  return (
    <div className="d-flex flex-column gap-3">
      <PageHeader
        title={t('playlists.title')}
        actions={
          mayCreate && (
            <Link className="btn btn-primary" to="/media/playlists/new">
              <Plus size={16} aria-hidden="true" /> {t('playlists.add')}
            </Link>
          )
        }
      />
      <section className="card" aria-labelledby="media-playlist-list">
        <h2 id="media-playlist-list" className="visually-hidden" tabIndex={-1} ref={listHeading}>
          {t('playlists.heading')}
        </h2>
        <TaxonomyFailed />
        <QueryRows label={t('playlists.table')} columns={columns} query={playlists} getRowId={(playlist) => String(playlist.id)} rowHeader="name" emptyMessage={t('playlists.empty')} failed={t('playlists.loadFailed')} shows={(playlist) => !deleting.hidden.has(playlist.id)} />
      </section>
      {deleting.dialog}
    </div>
  );
}
