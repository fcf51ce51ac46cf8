import { canMoveTo, type BulkResponse, type Category, type MediaRefusal, type SmartRules, type Video, type VideoStatus } from '@console/contracts/src/media';
import { compareText } from '../../collate';
import { categoryFamily } from './query';

/**
 * Why a video may not move to `to` (English, and as a code for the client to translate), or null
 * when it may: the server's one rule for the editor and bulk.
 */
export function transitionRefusal(video: Video, to: VideoStatus): (MediaRefusal & { message: string }) | null {
  const from = video.status;
  if (!canMoveTo(from, to)) return { message: `A video cannot go from ${from} to ${to}.`, code: 'move-not-allowed', params: { from, to } };
  if (to === 'published' && !video.thumbnail) return { message: 'It has no thumbnail.', code: 'no-thumbnail' };
  if (to === 'published' && video.categoryId === null) return { message: 'It has no category.', code: 'no-category' };
  return null;
}

/** A bulk answer's refused video: its title, the English reason, and the code with its figures. */
export function refusedEntry(video: Video, { message, ...refusal }: MediaRefusal & { message: string }): BulkResponse['refused'][number] {
  return { id: video.id, title: video.title, reason: message, ...refusal };
}

const smartOrder: Record<SmartRules['sort'], (a: Video, b: Video) => number> = {
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  'most-viewed': (a, b) => b.views - a.views,
  title: (a, b) => compareText(a.title, b.title),
  shortest: (a, b) => a.duration - b.duration,
};

/** The videos a smart playlist's rules select, in its order, at most `limit`. */
export function selectByRules(videos: readonly Video[], categories: readonly Category[], rules: SmartRules): Video[] {
  const family = rules.categoryId === null ? null : categoryFamily(categories, rules.categoryId);
  const tag = rules.tag.toLowerCase();
  const chosen = videos.filter(
    (video) =>
      (rules.brandId === null || video.brandId === rules.brandId) &&
      (!family || (video.categoryId !== null && family.has(video.categoryId))) &&
      (!tag || video.tags.includes(tag)) &&
      (!rules.status || video.status === rules.status),
  );
  return chosen.sort((a, b) => smartOrder[rules.sort](a, b) || a.id - b.id).slice(0, rules.limit);
}
