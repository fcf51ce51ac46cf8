import { useQuery } from '@tanstack/react-query';
import { allows, isNotFound, useAbility } from '@console/auth';
import { queryKeys } from '@console/contracts';
import { useLocation, useParams } from '@console/router';
import { DeletedElsewhereNotice, PageHeader, RecordNotFound, routeId, SectionCard } from '@console/ui';
import { fetchVideo } from '../api/media-api';
import { ReadOnlyNotice } from '../components/read-only-notice';
import { RecordPending } from '../components/record-pending';
import { VideoForm } from '../components/video-form';
import { useMediaT } from '../i18n/use-media-t';
import { VideoPlayer } from '../player/video-player';

/** One video: its player and its metadata editor (read-only for an account that may not update videos). */
export default function VideoEditorPage() {
  const t = useMediaT();
  const id = routeId(useParams().id);
  const { search } = useLocation();
  const mayEdit = allows(useAbility(), { action: 'update', subject: 'Video' });
  // 'abc' is no id: the API is asked nothing and the page says "not found" at once (not a skeleton forever).
  const video = useQuery({ queryKey: queryKeys.media.video(id ?? 0), queryFn: ({ signal }) => fetchVideo(id ?? 0, signal), enabled: id !== null });
  const back = { label: t('editor.back'), to: `/media/videos${search}` };
  const breadcrumb = [back];

  // Once loaded, the form stays whatever a later refresh answers (an expired session, a server
  // error, a delete elsewhere): its unsaved edits are not swapped for an error page; a save then
  // says what is wrong and keeps them.
  if (id === null || (!video.data && isNotFound(video.error))) {
    return <RecordNotFound title={t('editor.notFound')} text={t('editor.notFoundText')} back={{ ...back, action: t('editor.backToLibrary') }} />;
  }
  if (!video.data) return <RecordPending title={t('editor.titleWithId', { id })} breadcrumb={breadcrumb} what={t('editor.loadFailed')} query={video} />;
  return (
    <div className="d-flex flex-column gap-3">
      <PageHeader title={video.data.title} breadcrumb={breadcrumb} />
      {isNotFound(video.error) && <DeletedElsewhereNotice text={t('editor.deletedElsewhere')} back={{ label: t('editor.backToLibrary'), to: back.to }} />}
      <div className="row g-3">
        <div className="col-lg-5">
          <SectionCard title={t('editor.player')}>
            <VideoPlayer sourceUrl={video.data.sourceUrl} poster={video.data.thumbnail} label={t('editor.player')} />
          </SectionCard>
        </div>
        <div className="col-lg-7">
          <SectionCard title={t('editor.details')}>
            {!mayEdit && <ReadOnlyNotice text={t('editor.readOnly')} />}
            {/* A fresh form per video: its defaults are that video's values. */}
            <VideoForm key={video.data.id} video={video.data} readOnly={!mayEdit} />
          </SectionCard>
        </div>
      </div>
    </div>
  );
}
