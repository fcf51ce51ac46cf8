import type { FieldChange } from '@console/contracts';
import { isolate, useFormat } from '@console/ui';
import { useDistributionT } from '../i18n/use-distribution-t';
import { changeLines } from './change-lines';
import { isCountedList, listDifference } from './list-difference';
import { useLogLabels } from './log-labels';
import { useLoggedValue } from './logged-value';

/** How many ids a change of a long list names (its videos added, removed) before '…'. */
const idsShown = 5;

/** The videos a log row's changes name one by one (the first added and removed of each long list), for their titles. */
export function videoIdsNamed(changes: readonly FieldChange[]): number[] {
  return changeLines(changes).flatMap((line) => {
    const difference = isCountedList(line.field) ? listDifference(line.before, line.after) : null;
    return difference ? [...difference.added.slice(0, idsShown), ...difference.removed.slice(0, idsShown)] : [];
  });
}

/**
 * Each line of a log row in words: "Category: Music → Sports". A list too long to name (a
 * playlist's videos) is said by its length, then what changed in it: "6 videos → 5 videos
 * (removed “Harbour lights”, order changed)", a video by its title when `videoTitle` knows it, else
 * by its id. `lines`: the row's, so that only the catalogues they name are read.
 */
export function useChangeSentence(lines: readonly FieldChange[], videoTitle: (id: number) => string | undefined = () => undefined): (line: FieldChange) => string {
  const t = useDistributionT();
  const { list } = useFormat();
  const labels = useLogLabels();
  const shown = useLoggedValue(lines.map((line) => line.field));
  const video = (id: number) => {
    const title = videoTitle(id);
    return title === undefined ? t('log.recordNumber', { id: labels.id(String(id)) }) : t('log.videoTitle', { title: isolate(title) });
  };
  const ids = (some: number[]) => list([...some.slice(0, idsShown).map(video), ...(some.length > idsShown ? ['…'] : [])]);
  return (line) => {
    // Isolated: on an Arabic page two English values would otherwise turn the arrow back to the old one.
    const parts = { field: labels.field(line.field), before: isolate(shown(line.field, line.before)), after: isolate(shown(line.field, line.after)) };
    const difference = isCountedList(line.field) ? listDifference(line.before, line.after) : null;
    const detail = difference
      ? [
          ...(difference.added.length ? [t('log.added', { ids: ids(difference.added) })] : []),
          ...(difference.removed.length ? [t('log.removed', { ids: ids(difference.removed) })] : []),
          ...(difference.reordered ? [t('log.reordered')] : []),
        ]
      : [];
    return detail.length ? t('log.changeDetailed', { ...parts, detail: list(detail) }) : t('log.change', parts);
  };
}
