import { useQuery } from '@tanstack/react-query';
import { allows, isNotFound, useAbility } from '@console/auth';
import { queryKeys } from '@console/contracts';
import { useParams } from '@console/router';
import { DeletedElsewhereNotice, PageHeader, RecordNotFound, routeId, SectionCard } from '@console/ui';
import { fetchPlaylist } from '../api/media-api';
import { PlaylistForm } from '../components/playlist-form';
import { ReadOnlyNotice } from '../components/read-only-notice';
import { RecordPending } from '../components/record-pending';
import { useMediaT } from '../i18n/use-media-t';

/** A playlist to edit (`/media/playlists/:id`) or a new one (`/media/playlists/new`). */
export default function PlaylistEditorPage() {
  const t = useMediaT();
  const param = useParams().id;
  const isNew = param === 'new';
  const id = routeId(param);
  // A new playlist is created (POST), an existing one updated (PUT): the API asks those actions.
  const mayEdit = allows(useAbility(), { action: isNew ? 'create' : 'update', subject: 'Playlist' });
  const detail = useQuery({ queryKey: queryKeys.media.playlist(id ?? 0), queryFn: ({ signal }) => fetchPlaylist(id ?? 0, signal), enabled: !isNew && id !== null });
  const back = { label: t('playlist.back'), to: '/media/playlists' };
  const breadcrumb = [back];

  // 'abc' is asked nothing: "not found" at once, never a skeleton waiting for a call not made.
  // Once loaded, the form stays whatever a later refresh answers (an expired session, a server
  // error, a delete elsewhere): its unsaved edits are not swapped for an error page; a save then
  // says what is wrong and keeps them.
  const loaded = !isNew && detail.data !== undefined;
  if (!isNew && !loaded && (id === null || isNotFound(detail.error))) {
    return <RecordNotFound title={t('playlist.notFound')} text={t('playlist.notFoundText')} back={{ ...back, action: t('playlist.backToList') }} />;
  }
  if (!isNew && !loaded) return <RecordPending title={t('playlist.titleWithId', { id })} breadcrumb={breadcrumb} what={t('playlist.loadFailed')} query={detail} />;
  const playlist = isNew ? null : (detail.data?.playlist ?? null);
  return (
    <div className="d-flex flex-column gap-3">
      <PageHeader title={playlist?.name ?? t('playlist.newTitle')} breadcrumb={breadcrumb} />
      {loaded && isNotFound(detail.error) && <DeletedElsewhereNotice text={t('playlist.deletedElsewhere')} back={{ label: t('playlist.backToList'), to: back.to }} />}
      <SectionCard title={t('playlist.details')}>
        {/* An account that may only read sees the form disabled: said why, above it. */}
        {!mayEdit && <ReadOnlyNotice text={t(isNew ? 'playlist.readOnlyNew' : 'playlist.readOnly')} />}
        {/* A fresh form per playlist (and for a new one): its defaults are that playlist's. */}
        <PlaylistForm key={playlist?.id ?? 'new'} playlist={playlist} videos={detail.data?.videos ?? []} readOnly={!mayEdit} />
      </SectionCard>
    </div>
  );
}
