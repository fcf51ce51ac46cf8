import { useMemo } from 'react';
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { PlaylistFormSchema, queryKeys, type SmartRules } from '@console/contracts';
import { useDebouncedValue } from '@console/ui';
import { previewRules } from '../api/media-api';
import { useMediaT } from '../i18n/use-media-t';
import { formatDuration } from './format-duration';

const RulesSchema = PlaylistFormSchema.entries.rules;

/** What a smart playlist's rules select now, refreshed as they are edited (valid rules only). */
export function SmartPreview() {
  const t = useMediaT();
  const typed = useWatch({ name: 'rules' }) as unknown;
  const parsed = v.safeParse(RulesSchema, typed);
  // Debounced as text: a parsed object is new on every render and would never settle.
  const settled = useDebouncedValue(parsed.success ? JSON.stringify(parsed.output) : '', 250);
  const rules = useMemo(() => (settled ? (JSON.parse(settled) as SmartRules) : null), [settled]);
  const preview = useQuery({
    queryKey: queryKeys.media.preview(rules ?? ({} as SmartRules)),
    queryFn: ({ signal }) => (rules ? previewRules(rules, signal) : Promise.resolve({ videos: [] })),
    enabled: rules !== null,
    placeholderData: keepPreviousData,
  });
  const videos = preview.data?.videos ?? [];
  return (
    <section aria-labelledby="media-preview-heading" aria-busy={preview.isFetching}>
      <h3 id="media-preview-heading" className="h6">
        {t('playlist.preview', { count: videos.length })}
      </h3>
      <ol className="list-group list-group-numbered" aria-labelledby="media-preview-heading">
        {videos.map((video) => (
          <li key={video.id} className="list-group-item d-flex gap-2">
            <span className="flex-grow-1 text-truncate">{video.title}</span>
            <span className="text-body-secondary small">{formatDuration(video.duration)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
