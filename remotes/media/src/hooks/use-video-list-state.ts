import { useMemo } from 'react';
import { videoLanguages, videoSortColumns, videoStatuses, type VideoListQuery } from '@console/contracts';
import { localDayBounds, urlParam, useUrlState, type SetUrlState, type UrlValues } from '@console/ui';

export const pageSizes = [10, 25, 50, 100];
const wholeMinutes = /^\d{1,4}$/;

type Problem = { field: 'min' | 'max'; key: 'minutesInvalid' | 'maxInvalid' | 'rangeInvalid' };

/** What is wrong with typed bounds, if anything: not whole minutes, a maximum of 0 (the API's "none"), or min above max. */
export function durationProblem(min: string, max: string): Problem | null {
  if (min && !wholeMinutes.test(min)) return { field: 'min', key: 'minutesInvalid' };
  if (max && (!wholeMinutes.test(max) || Number(max) === 0)) return { field: 'max', key: 'maxInvalid' };
  if (min && max && Number(min) > Number(max)) return { field: 'max', key: 'rangeInvalid' };
  return null;
}

export const durationRanges = { short: [0, 299], medium: [300, 1200], long: [1201, 0] } as const;
export type DurationRange = keyof typeof durationRanges;

/** Whole minutes, as typed in the duration range ('' = no bound). */
const minutes = (): ReturnType<typeof urlParam.text> => ({ ...urlParam.text(), parse: (raw) => (wholeMinutes.test(raw) ? raw : undefined) });

const videoParams = {
  q: urlParam.text(),
  brand: urlParam.id(),
  category: urlParam.id(),
  status: urlParam.oneOf(videoStatuses),
  language: urlParam.oneOf(videoLanguages),
  duration: urlParam.oneOf(['short', 'medium', 'long'] as const),
  minMinutes: minutes(),
  maxMinutes: minutes(),
  from: urlParam.day(),
  to: urlParam.day(),
  sortColumn: urlParam.oneOf(videoSortColumns),
  sort: urlParam.oneOf(['asc', 'desc'] as const, 'asc'),
  page: urlParam.int(1),
  perPage: urlParam.intOneOf(pageSizes, 10),
};

export type VideoListValues = UrlValues<typeof videoParams>;
export type SetVideoListState = SetUrlState<typeof videoParams>;

/**
 * The duration bounds in seconds (0 = none): typed minutes win over a preset. Minutes the fields
 * refuse (a hand-edited link: 30 to 10, or a maximum of 0) are left out, as refused typing is: the
 * preset beside them, if any, bounds the list, else nothing does (never "nothing found").
 */
export function durationBounds({ duration, minMinutes, maxMinutes }: Pick<VideoListValues, 'duration' | 'minMinutes' | 'maxMinutes'>): [number, number] {
  if ((minMinutes || maxMinutes) && !durationProblem(minMinutes, maxMinutes)) return [Number(minMinutes) * 60, Number(maxMinutes) * 60];
  return duration ? [...durationRanges[duration]] : [0, 0];
}

/** The library's search, filters, sort and page, kept in the URL (Back undoes a change), and the API query they make. */
export function useVideoListState() {
  const [values, set] = useUrlState(videoParams, { pageKey: 'page' });
  const query = useMemo((): VideoListQuery => {
    const [minDuration, maxDuration] = durationBounds(values);
    return {
      q: values.q || undefined,
      brandId: values.brand ? Number(values.brand) : undefined,
      categoryId: values.category ? Number(values.category) : undefined,
      status: values.status || undefined,
      language: values.language || undefined,
      minDuration: minDuration || undefined,
      maxDuration: maxDuration || undefined,
      // The reader's own days, as the Published column shows them (not UTC days): their first and last moments.
      publishedFrom: localDayBounds(values.from)?.start,
      publishedTo: localDayBounds(values.to)?.end,
      sortColumn: values.sortColumn || undefined,
      sort: values.sortColumn ? values.sort : undefined,
      page: values.page,
      perPage: values.perPage,
    };
  }, [values]);
  return { values, query, set };
}
