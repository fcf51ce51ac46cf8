import { useEffect, useId, useState } from 'react';
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { isNotFound } from '@console/auth';
import { queryKeys } from '@console/contracts';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { ErrorState, isolate, SearchInput, SkeletonLines, useFormat, useMessageText } from '@console/ui';
import { fetchBrandVideos, fetchVideo } from '../api/distribution-api';
import { useDistributionT } from '../i18n/use-distribution-t';

type Values = { brandId: string; videoIds: string[] };

/** How many of a brand's videos are offered at once (by title, or the search's): a brand may hold thousands. */
const pageSize = 50;
/**
 * A ticked video under the media library's own key for it, so the library's changes (a rename, a
 * deletion: any invalidation of `queryKeys.media.all`) reach its name here too.
 */
const videoKey = (id: string) => queryKeys.media.video(Number(id));

/**
 * A brand change swaps the ticks, as the brand is chosen (before anything is drawn or fetched):
 * those of the former brand are put aside, never saved with a brand they are not of, and come
 * back if that brand is chosen again. Nothing else drops a tick but a video's deletion, or its move
 * to another brand, in the media library (BrandVideos): a promoted video that is not among the
 * videos on screen stays promoted.
 */
function useTicksPerBrand() {
  const { watch, getValues, setValue } = useFormContext<Values>();
  useEffect(() => {
    const remembered = new Map<string, string[]>();
    let brand = getValues('brandId');
    const { unsubscribe } = watch((values, { name }) => {
      if (name !== 'brandId' || values.brandId === brand) return;
      remembered.set(brand, getValues('videoIds'));
      brand = values.brandId ?? '';
      setValue('videoIds', remembered.get(brand) ?? [], { shouldDirty: true });
    });
    return unsubscribe;
  }, [watch, getValues, setValue]);
}

/** The promoted videos: the chosen brand's, searched on the server, the ticked ones always listed. */
export function VideoChoices() {
  useTicksPerBrand();
  const brandId = Number(useWatch<Values, 'brandId'>({ name: 'brandId' }));
  return brandId > 0 ? <BrandVideos key={brandId} brandId={brandId} /> : null;
}

function BrandVideos({ brandId }: { brandId: number }) {
  const t = useDistributionT();
  const { number, list } = useFormat();
  const message = useMessageText();
  const id = useId();
  const client = useQueryClient();
  const { field, fieldState } = useController<Values, 'videoIds'>({ name: 'videoIds' });
  const [q, setQ] = useState('');
  const found = useQuery({
    queryKey: ['media', 'brand-videos', brandId, q],
    queryFn: async ({ signal }) => {
      const answer = await fetchBrandVideos(brandId, q, pageSize, signal);
      // Each title seen is kept, so a video ticked here keeps its name when the search moves on.
      for (const video of answer.videos) client.setQueryData(videoKey(String(video.id)), video);
      return answer;
    },
    placeholderData: keepPreviousData,
  });
  // The ticked videos, and those unticked here (so an untick can be undone), stay at the top.
  const [kept, setKept] = useState<readonly string[]>(field.value);
  const { value, onChange } = field;
  const shown = [...kept, ...value.filter((one) => !kept.includes(one))];
  const titles = useQueries({ queries: shown.map((one) => ({ queryKey: videoKey(one), queryFn: ({ signal }) => fetchVideo(Number(one), signal) })) });
  const titleOf = new Map(shown.map((one, index) => [one, titles[index]?.data?.title]));
  // A promoted video deleted from the library since cannot be saved (the server refuses unknown
  // ids): it leaves the list as soon as its lookup says so, and the form says it did.
  const gone = shown.filter((_one, index) => isNotFound(titles[index]?.error));
  // Nor can one given another brand (or none) in the library since: the server promotes only the
  // campaign's brand's videos. It leaves the same way, and the form names it, as the user never
  // touched it and would otherwise meet only the field's refusal on Save.
  const moved = shown.filter((_one, index) => {
    const video = titles[index]?.data;
    return video !== undefined && video.brandId !== brandId;
  });
  const dropped = [...gone, ...moved];
  const listed = shown.filter((one) => !dropped.includes(one));
  const droppedKey = dropped.join(',');
  useEffect(() => {
    // …and leaves the form's value (react-hook-form's, outside React's state), so it is never saved.
    const out = droppedKey.split(',');
    if (value.some((one) => out.includes(one))) onChange(value.filter((one) => !out.includes(one)));
  }, [droppedKey, value, onChange]);
  const toggle = (picked: string) => {
    if (!kept.includes(picked)) setKept([...kept, picked]);
    onChange(value.includes(picked) ? value.filter((one) => one !== picked) : [...value, picked]);
  };
  const error = message(fieldState.error?.message);
  const others = found.data?.videos.filter((video) => !listed.includes(String(video.id))) ?? [];
  // The first box takes the focus when the form says no video is ticked.
  const first = listed[0] ?? (others[0] ? String(others[0].id) : '');
  const choice = (option: string, label: string) => (
    <div className="form-check" key={option}>
      <input ref={option === first ? field.ref : undefined} id={`${id}-${option}`} type="checkbox" className="form-check-input" checked={value.includes(option)} onChange={() => toggle(option)} />
      <label htmlFor={`${id}-${option}`} className="form-check-label">
        {label}
      </label>
    </div>
  );
  // A failed search says so with Retry; retrying, or the first load, shows the placeholder.
  const failed = found.isError && !found.isFetching;
  return (
    <fieldset className="d-flex flex-column gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-label fs-6 mb-0">{t('campaigns.fields.videoIds')}</legend>
      {gone.length > 0 && (
        <p className="alert alert-warning small py-2 mb-0" role="status">
          {t('campaigns.videosRemoved', { count: gone.length, shown: number(gone.length) })}
        </p>
      )}
      {moved.length > 0 && (
        <p className="alert alert-warning small py-2 mb-0" role="status">
          {t('campaigns.videosMoved', {
            count: moved.length,
            shown: number(moved.length),
            // Each title apart from the sentence (an Arabic title keeps the quotes in place).
            names: list(moved.map((one) => t('campaigns.videoQuoted', { name: isolate(titleOf.get(one) ?? t('campaigns.videoNumber', { id: one })) }))),
          })}
        </p>
      )}
      {listed.length > 0 && (
        <div style={{ maxHeight: '12rem', overflowY: 'auto' }}>{listed.map((one) => choice(one, titleOf.get(one) ?? t('campaigns.videoNumber', { id: one })))}</div>
      )}
      {/* Enter searches at once and does not submit the campaign's form (the kit's SearchInput). */}
      <SearchInput id={`${id}-search`} label={t('campaigns.videosSearch')} value={q} onSearch={setQ} />
      {failed ? (
        <ErrorState message={t('campaigns.videosFailed')} onRetry={() => void found.refetch()} />
      ) : !found.data || found.isError ? (
        <SkeletonLines lines={3} label={t('campaigns.videosLoading')} />
      ) : !found.data.total ? (
        <p className="text-body-secondary mb-0">{q ? t('campaigns.videosNoMatch') : t('campaigns.noVideos')}</p>
      ) : (
        <div style={{ maxHeight: '16rem', overflowY: 'auto' }} aria-busy={found.isFetching}>
          {others.map((video) => choice(String(video.id), video.title))}
        </div>
      )}
      {!failed && found.data && found.data.total > found.data.videos.length && (
        <p className="small text-body-secondary mb-0">{t('campaigns.videosMore', { shown: number(found.data.videos.length), total: number(found.data.total) })}</p>
      )}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
