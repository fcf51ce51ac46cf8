import { useQuery } from '@tanstack/react-query';
import { allows, useAbility } from '@console/auth';
import { queryKeys, videoIdsPerCall } from '@console/contracts';
import { fetchVideosById } from '../api/distribution-api';

/**
 * The titles of the videos a page names by id (the action log's added and removed videos), read in
 * one call under the media library's key (an edit there refreshes them). Undefined for a video
 * deleted since, while the titles load, or for a reader who may not read videos.
 */
export function useVideoTitles(ids: readonly number[]): (id: number) => string | undefined {
  const may = allows(useAbility(), { action: 'read', subject: 'Video' });
  const wanted = [...new Set(ids)].sort((a, b) => a - b).slice(0, videoIdsPerCall);
  const titles = useQuery({
    queryKey: queryKeys.media.videos({ ids: wanted.join(','), perPage: wanted.length }),
    queryFn: ({ signal }) => fetchVideosById(wanted, signal),
    select: (videos) => new Map(videos.map((video) => [video.id, video.title])),
    enabled: may && wanted.length > 0,
  });
  return (id) => titles.data?.get(id);
}
