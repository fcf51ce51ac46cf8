import type { ReactNode } from 'react';
import { videoLanguages, videoStatuses } from '@console/contracts';
import { DateFilter, FilterBar, isReversedRange } from '@console/ui';
import type { SetVideoListState, VideoListValues } from '../hooks/use-video-list-state';
import { useTaxonomy } from '../hooks/use-taxonomy';
import { useMediaT } from '../i18n/use-media-t';
import { DurationRange } from './duration-range';
import { VideoSort } from './video-sort';

const durations = ['short', 'medium', 'long'] as const;
const cleared = { q: '', brand: '', category: '', status: '', language: '', duration: '', minMinutes: '', maxMinutes: '', from: '', to: '' } as const;

/** Search, the six filters of the library (duration as presets or minutes, published dates as a range) and the list's actions. */
export function VideoFilters({ values, set, children }: { values: VideoListValues; set: SetVideoListState; children: ReactNode }) {
  const t = useMediaT();
  const { brandOptions, categoryOptions, brandsLoaded, categoriesLoaded } = useTaxonomy();
  const f = (key: 'brand' | 'category' | 'status' | 'language' | 'duration') => ({ id: key, value: values[key], onChange: (value: string) => set({ [key]: value }) });
  return (
    <FilterBar
      label={t('videos.filters.label')}
      search={{ label: t('videos.filters.search'), value: values.q, onSearch: (q) => set({ q }, { replace: true }) }}
      filters={[
        { ...f('brand'), label: t('videos.filters.brand'), allLabel: t('videos.filters.allBrands'), options: brandOptions, optionsLoaded: brandsLoaded },
        { ...f('category'), label: t('videos.filters.category'), allLabel: t('videos.filters.allCategories'), options: categoryOptions, optionsLoaded: categoriesLoaded },
        { ...f('status'), label: t('videos.filters.status'), allLabel: t('videos.filters.allStatuses'), options: videoStatuses.map((value) => ({ value, label: t(`status.${value}`) })) },
        { ...f('language'), label: t('videos.filters.language'), allLabel: t('videos.filters.allLanguages'), options: videoLanguages.map((value) => ({ value, label: t(`language.${value}`) })) },
        {
          ...f('duration'),
          // A preset replaces typed minutes (and typed minutes replace a preset): one range at a time.
          onChange: (value: string) => set({ duration: durations.find((preset) => preset === value) ?? '', minMinutes: '', maxMinutes: '' }),
          label: t('videos.filters.duration'),
          allLabel: t('videos.filters.anyDuration'),
          options: durations.map((value) => ({ value, label: t(`videos.filters.durations.${value}`) })),
        },
      ]}
      more={
        <>
          <DurationRange values={values} set={set} />
          <DateFilter label={t('videos.filters.publishedFrom')} value={values.from} onChange={(from) => set({ from })} />
          <DateFilter
            label={t('videos.filters.publishedTo')}
            value={values.to}
            onChange={(to) => set({ to })}
            // The list would silently be empty.
            error={isReversedRange(values.from, values.to) ? t('videos.filters.datesInvalid') : undefined}
          />
        </>
      }
      moreActive={[values.minMinutes || values.maxMinutes, values.from, values.to].filter(Boolean).length}
      onClear={() => set(cleared)}
    >
      <VideoSort values={values} set={set} />
      {children}
    </FilterBar>
  );
}

