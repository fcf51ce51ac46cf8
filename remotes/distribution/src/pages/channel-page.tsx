import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { Download, Pencil, Send } from 'lucide-react';
import { allows, ApiError, isNotFound, useAbility } from '@console/auth';
import { distributionQueryKeys, emptyFeedCode } from '@console/contracts';
import { useParams } from '@console/router';
import { ConfirmDialog, DeletedElsewhereNotice, ErrorState, FocusKeepingButton, PageHeader, RecordNotFound, routeId, SectionCard, SkeletonLines, useFailureSentence, useFormat } from '@console/ui';
import { downloadJson, fetchChannel, fetchFeed, fetchValidation, publishChannel } from '../api/distribution-api';
import { feedFileName } from '../api/feed-file-name';
import { BrandNamesNotice } from '../components/brand-names-notice';
import { ChannelPanel } from '../components/channel-panel';
import { ValidationReport } from '../components/validation-report';
import { PlaylistNames } from '../components/playlist-names';
import { useBrandName } from '../hooks/use-catalogue';
import { useDateTime } from '../hooks/use-date-time';
import { useDistributionT } from '../i18n/use-distribution-t';

/** One Roku channel: its details, the validation report, the feed's preview and download, publish. */
export default function ChannelPage() {
  const t = useDistributionT();
  const { number } = useFormat();
  const dateTime = useDateTime();
  const failure = useFailureSentence();
  // 0 for no id a channel can have ('abc', '007'): nothing is asked, the page is not found.
  const id = routeId(useParams().id) ?? 0;
  const client = useQueryClient();
  const mayUpdate = allows(useAbility(), { action: 'update', subject: 'RokuChannel' });
  const channel = useQuery({ queryKey: distributionQueryKeys.channel(id), queryFn: ({ signal }) => fetchChannel(id, signal), enabled: id > 0 });
  // The report is read fresh each time the page opens: a fix made in the media library shows at once.
  const validation = useQuery({ queryKey: distributionQueryKeys.validation(id), queryFn: ({ signal }) => fetchValidation(id, signal), staleTime: 0, refetchOnMount: 'always', enabled: id > 0 });
  const [previewing, setPreviewing] = useState(false);
  // A query under the domain's key: an edit or a publish made here refreshes an open preview too.
  const feed = useQuery({ queryKey: distributionQueryKeys.feed(id), queryFn: ({ signal }) => fetchFeed(id, signal), enabled: previewing });
  const preview = useMemo(() => (feed.data ? JSON.stringify(feed.data, null, 2) : null), [feed.data]);
  const [editing, setEditing] = useState(false);
  const brandName = useBrandName();
  const [askingEmpty, setAskingEmpty] = useState(false);
  // A feed with no valid item would empty the channel on Roku: the API refuses to publish one
  // (`emptyFeedCode`) until the user has said yes, so a feed emptied since the report was read
  // still asks first. `allowEmpty`: the user has said yes to publishing nothing.
  const publish = useMutation({
    mutationFn: (allowEmpty: boolean) => publishChannel(id, allowEmpty),
    onSuccess: async (answer) => {
      toast.success(t('channels.published', { version: answer.channel.version, count: answer.itemCount, items: number(answer.itemCount) }));
      await client.invalidateQueries({ queryKey: distributionQueryKeys.all });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.refusal.code === emptyFeedCode) {
        setAskingEmpty(true);
        // The report on the page may still count items: it shows the empty feed the API saw.
        void client.invalidateQueries({ queryKey: distributionQueryKeys.validation(id) });
        return;
      }
      toast.error(failure(t('channels.publishFailed'), error));
    },
  });
  const download = async () => {
    try {
      const feed = await fetchFeed(id);
      downloadJson(feedFileName({ id, name: channel.data?.name ?? '' }), feed);
    } catch (error) {
      toast.error(failure(t('channels.feedFailed'), error));
    }
  };

  const data = channel.data;
  // A 404 once the channel has loaded (deleted in another tab or by someone else) keeps the page
  // and an open edit panel with what was typed in it; only a channel never loaded is "not found".
  const deleted = isNotFound(channel.error);
  const listPath = '/distribution/roku-channels';
  // Its own words and the way back to its list: the kit's NotFound is the console's "Page not found", home only.
  if (id === 0 || (deleted && !data)) return <RecordNotFound title={t('channels.notFound')} text={t('notFoundText')} back={{ label: t('channels.back'), to: listPath, action: t('channels.backToList') }} />;
  return (
    <div className="d-flex flex-column gap-3">
      <PageHeader
        title={data?.name ?? t('channels.title')}
        breadcrumb={[{ label: t('channels.back'), to: listPath }]}
        actions={
          data && (
            <div className="d-flex flex-wrap gap-2">
              {mayUpdate && (
                <button type="button" className="btn btn-outline-secondary text-wrap-anywhere" onClick={() => setEditing(true)}>
                  <Pencil size={16} aria-hidden="true" /> {t('edit', { name: data.name })}
                </button>
              )}
              <button type="button" className="btn btn-outline-primary" onClick={() => void download()}>
                <Download size={16} aria-hidden="true" /> {t('channels.download')}
              </button>
              {mayUpdate && (
                // Not `disabled` while publishing: Chromium would send the focus of the keyboard user who pressed it to the page's body.
                <FocusKeepingButton className="btn btn-primary" unavailable={publish.isPending} spinner onClick={() => publish.mutate(false)}>
                  <Send size={16} aria-hidden="true" className="rtl-flip" /> {t('channels.publish')}
                </FocusKeepingButton>
              )}
            </div>
          )
        }
      />
      {deleted && <DeletedElsewhereNotice text={t('channels.deletedElsewhere')} back={{ label: t('channels.backToList'), to: listPath }} />}
      <BrandNamesNotice />
      {channel.isError && !deleted ? (
        <ErrorState message={failure(t('channels.loadFailed'), channel.error)} onRetry={() => void channel.refetch()} />
      ) : !data ? (
        <SkeletonLines lines={4} label={t('loading')} />
      ) : (
        <SectionCard title={t('channels.details')}>
          <dl className="row mb-0">
            <dt className="col-sm-4">{t('channels.fields.providerName')}</dt>
            <dd className="col-sm-8">{data.providerName}</dd>
            <dt className="col-sm-4">{t('channels.fields.brandId')}</dt>
            <dd className="col-sm-8">{brandName(data.brandId)}</dd>
            <dt className="col-sm-4">{t('channels.fields.playlistIds')}</dt>
            <dd className="col-sm-8">
              <PlaylistNames ids={data.playlistIds} />
            </dd>
            <dt className="col-sm-4">{t('channels.fields.library')}</dt>
            <dd className="col-sm-8">{t(`channels.library.${data.library}`)}</dd>
            <dt className="col-sm-4">{t('channels.publishedAt')}</dt>
            <dd className="col-sm-8 mb-0">{data.publishedAt ? t('channels.version', { version: data.version, date: dateTime(data.publishedAt) }) : t('channels.never')}</dd>
          </dl>
        </SectionCard>
      )}
      <SectionCard title={t('channels.report')}>
        {validation.isError ? (
          <ErrorState message={failure(t('channels.reportFailed'), validation.error)} onRetry={() => void validation.refetch()} />
        ) : validation.data ? (
          <div className="d-flex flex-column gap-2">
            <p className="mb-0 text-body-secondary">{t('channels.itemCount', { count: validation.data.itemCount, shown: number(validation.data.itemCount) })}</p>
            <ValidationReport validation={validation.data} />
          </div>
        ) : (
          <SkeletonLines lines={3} label={t('loading')} />
        )}
      </SectionCard>
      <SectionCard
        title={t('channels.preview')}
        actions={
          <button type="button" className="btn btn-sm btn-outline-secondary" aria-expanded={previewing} onClick={() => setPreviewing(!previewing)}>
            {previewing ? t('channels.hidePreview') : t('channels.showPreview')}
          </button>
        }
      >
        {previewing &&
          (feed.isError ? (
            <ErrorState message={failure(t('channels.feedFailed'), feed.error)} onRetry={() => void feed.refetch()} />
          ) : preview === null ? (
            <SkeletonLines lines={4} label={t('loading')} />
          ) : (
            <textarea readOnly className="form-control font-monospace small" rows={16} value={preview} aria-label={t('channels.preview')} dir="ltr" />
          ))}
      </SectionCard>
      {editing && data && <ChannelPanel channel={data} onHide={() => setEditing(false)} />}
      <ConfirmDialog
        show={askingEmpty}
        title={t('channels.publishEmptyTitle')}
        confirmLabel={t('channels.publishEmptyConfirm')}
        variant="danger"
        onConfirm={() => {
          setAskingEmpty(false);
          publish.mutate(true);
        }}
        onCancel={() => setAskingEmpty(false)}
      >
        {t('channels.publishEmptyText', { name: data?.name ?? '' })}
      </ConfirmDialog>
    </div>
  );
}
