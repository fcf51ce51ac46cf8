import { useMemo } from 'react';
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { PlaylistFormSchema, queryKeys, type SmartRules, type Video } from '@console/contracts';
import { ErrorState, SkeletonLines, useDebouncedValue, useFormat } from '@console/ui';
import { previewRules } from '../api/media-api';
import { useMediaT } from '../i18n/use-media-t';
import { formatDuration } from './format-duration';

const RulesSchema = PlaylistFormSchema.entries.rules;

/** What a smart playlist's rules select now, refreshed as they are edited (valid rules only). */
export function SmartPreview() {
  const t = useMediaT();
  const { number } = useFormat();
  const typed = useWatch({ name: 'rules' }) as unknown;
  const parsed = v.safeParse(RulesSchema, typed);
  const current = parsed.success ? JSON.stringify(parsed.output) : '';
  // Debounced as text: a parsed object is new on every render and would never settle.
  const settled = useDebouncedValue(current, 250);
  const rules = useMemo(() => (settled ? (JSON.parse(settled) as SmartRules) : null), [settled]);
  const preview = useQuery({
    queryKey: queryKeys.media.preview(rules ?? ({} as SmartRules)),
    queryFn: ({ signal }) => (rules ? previewRules(rules, signal) : Promise.resolve({ videos: [] })),
    enabled: rules !== null,
    placeholderData: keepPreviousData,
  });
  // Only the current rules' answer is shown as the preview: invalid rules show no earlier one, and
  // one for rules since edited is dimmed (and the section busy) until the new answer arrives.
  const videos = parsed.success && rules !== null && !preview.isError ? preview.data?.videos : undefined;
  const stale = preview.isPlaceholderData || settled !== current;
  let body;
  if (!parsed.success) body = <p className="text-body-secondary mb-0">{t('playlist.previewInvalid')}</p>;
  else if (preview.isError) body = <ErrorState message={t('playlist.previewFailed')} onRetry={() => void preview.refetch()} />;
  else if (!videos) body = <SkeletonLines lines={3} label={t('playlist.previewLoading')} />;
  else if (videos.length === 0) body = <p className="text-body-secondary mb-0">{t('playlist.previewEmpty')}</p>;
  else body = <PreviewList videos={videos} stale={stale} />;
  return (
    <section aria-labelledby="media-preview-heading" aria-busy={parsed.success && (preview.isFetching || stale)}>
      <h3 id="media-preview-heading" className="h6">
        {videos ? t('playlist.preview', { count: videos.length, shown: number(videos.length) }) : t('playlist.previewTitle')}
      </h3>
      {body}
    </section>
  );
}

function PreviewList({ videos, stale }: { videos: readonly Video[]; stale: boolean }) {
  return (
    <ol className={`list-group list-group-numbered${stale ? ' opacity-50' : ''}`} aria-labelledby="media-preview-heading">
      {videos.map((video) => (
        <li key={video.id} className="list-group-item d-flex gap-2">
          <span className="flex-grow-1 text-truncate" dir="auto">
            {video.title}
          </span>
          <span className="text-body-secondary small">{formatDuration(video.duration)}</span>
        </li>
      ))}
    </ol>
  );
}
