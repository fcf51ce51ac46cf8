import { useQuery } from '@tanstack/react-query';
import { allows, useAbility } from '@console/auth';
import { queryKeys } from '@console/contracts';
import { useParams } from '@console/router';
import { ErrorState, PageHeader, SectionCard, SkeletonLines } from '@console/ui';
import { fetchPlaylist } from '../api/media-api';
import { PlaylistForm } from '../components/playlist-form';
import { useMediaT } from '../i18n/use-media-t';

/** A playlist to edit (`/media/playlists/:id`) or a new one (`/media/playlists/new`). */
export default function PlaylistEditorPage() {
  const t = useMediaT();
  const param = useParams().id ?? '';
  const id = Number(param);
  const isNew = param === 'new';
  const mayEdit = allows(useAbility(), { action: 'update', subject: 'Playlist' });
  const detail = useQuery({ queryKey: queryKeys.media.playlist(id), queryFn: ({ signal }) => fetchPlaylist(id, signal), enabled: !isNew && Number.isInteger(id) });
  const breadcrumb = [{ label: t('playlist.back'), to: '/media/playlists' }];

  if (!isNew && detail.isError) {
    return (
      <>
        <PageHeader title={t('playlist.notFound')} breadcrumb={breadcrumb} />
        <ErrorState message={detail.error.message} onRetry={() => void detail.refetch()} />
      </>
    );
  }
  if (!isNew && !detail.data) return <SkeletonLines lines={8} label={t('loading')} />;
  const playlist = isNew ? null : (detail.data?.playlist ?? null);
  return (
    <div className="d-flex flex-column gap-3">
      <PageHeader title={playlist?.name ?? t('playlist.newTitle')} breadcrumb={breadcrumb} />
      <SectionCard title={t('playlist.details')}>
        {/* A fresh form per playlist (and for a new one): its defaults are that playlist's. */}
        <PlaylistForm key={playlist?.id ?? 'new'} playlist={playlist} videos={detail.data?.videos ?? []} readOnly={!mayEdit} />
      </SectionCard>
    </div>
  );
}
