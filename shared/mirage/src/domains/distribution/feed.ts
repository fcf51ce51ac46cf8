import type { FeedIssue, FeedProblem, FeedValidation, RokuChannel, RokuFeed, RokuItem } from '@console/contracts/src/distribution';
import type { Playlist, Video } from '@console/contracts/src/media';
import type { Catalogue } from '../media/catalogue';
import { selectByRules } from '../media/rules';

/** The category of a channel's whole library. */
export const libraryPlaylist = 'All videos';

/** Roku's line between a short-form video and a movie: 15 minutes. */
export const shortFormLimit = 15 * 60;

/** Why Roku would reject a video as a feed item (empty: it is accepted). */
export function feedProblemsOf(video: Pick<Video, 'thumbnail' | 'duration' | 'sourceUrl' | 'status'>): FeedProblem[] {
  const problems: FeedProblem[] = [];
  if (!video.thumbnail) problems.push('missingThumbnail');
  if (!(video.duration > 0)) problems.push('missingDuration');
  if (!video.sourceUrl) problems.push('missingUrl');
  // Published and unlisted videos are live; drafts, videos in processing and archived ones are not.
  if (video.status !== 'published' && video.status !== 'unlisted') problems.push('unpublished');
  return problems;
}

const videoTypeOf = (url: string): RokuItem['content']['videos'][number]['videoType'] => {
  const extension = /\.([a-z0-9]+)(?:\?|#|$)/i.exec(url)?.[1]?.toLowerCase();
  if (extension === 'm3u8') return 'HLS';
  if (extension === 'mpd') return 'DASH';
  if (extension === 'mov') return 'MOV';
  if (extension === 'm4v') return 'M4V';
  return 'MP4';
};

/** A video as a Direct Publisher item (absolute URLs: Roku fetches them from `origin`). */
export function toRokuItem(video: Video, origin: string, genre: string | undefined): RokuItem {
  const absolute = (url: string) => (url.startsWith('/') ? `${origin}${url}` : url);
  const item: RokuItem = {
    id: String(video.id),
    title: video.title,
    content: {
      dateAdded: video.publishedAt ?? video.createdAt,
      videos: [{ url: absolute(video.sourceUrl), quality: 'HD', videoType: videoTypeOf(video.sourceUrl) }],
      duration: video.duration,
      language: video.language,
    },
    thumbnail: absolute(video.thumbnail),
    shortDescription: (video.description || video.title).slice(0, 200),
    releaseDate: (video.publishedAt ?? video.createdAt).slice(0, 10),
  };
  if (video.tags.length) item.tags = video.tags.slice(0, 20);
  if (video.duration >= shortFormLimit) {
    item.genres = [genre ?? 'special'];
    item.longDescription = video.description || video.title;
  }
  return item;
}

/** A playlist's videos now: a manual one's in its order, a smart one's by its rules. */
export function playlistVideos(playlist: Playlist, catalogue: Catalogue, byId: ReadonlyMap<number, Video>): Video[] {
  if (playlist.kind === 'smart') return selectByRules(catalogue.videos, catalogue.categories, playlist.rules);
  return playlist.videoIds.flatMap((id) => byId.get(id) ?? []);
}

export interface BuiltFeed {
  feed: RokuFeed;
  validation: FeedValidation;
  /** The ids of the videos the feed carries, kept by a publish (`publishedItemIds`). */
  itemIds: number[];
}

/**
 * A channel's Direct Publisher feed from the live catalogue: one category per playlist (in the
 * channel's order), its videos as short-form videos (under 15 minutes) or movies, and the report of
 * every video Roku would reject (left out of the feed). One pass over the catalogue plus the
 * playlists' videos: a 10,000-video channel builds in a few milliseconds.
 */
export function buildFeed(channel: RokuChannel, catalogue: Catalogue, origin: string, now: Date = new Date()): BuiltFeed {
  const byId = new Map<number, Video>();
  for (const video of catalogue.videos) byId.set(video.id, video);
  const genreOf = new Map(catalogue.categories.map((category) => [category.id, category.name.toLowerCase()]));
  const items = new Map<number, RokuItem>();
  const issues = new Map<number, FeedIssue>();
  const categories: RokuFeed['categories'] = [];
  const playlists: RokuFeed['playlists'] = [];
  const consider = (video: Video, playlistName: string | null): boolean => {
    const known = issues.get(video.id);
    if (known) {
      if (playlistName && !known.playlists.includes(playlistName)) known.playlists.push(playlistName);
      return false;
    }
    if (items.has(video.id)) return true;
    const problems = feedProblemsOf(video);
    if (problems.length) {
      issues.set(video.id, { videoId: video.id, title: video.title, problems, playlists: playlistName ? [playlistName] : [] });
      return false;
    }
    items.set(video.id, toRokuItem(video, origin, video.categoryId === null ? undefined : genreOf.get(video.categoryId)));
    return true;
  };
  const missingPlaylistIds: number[] = [];
  for (const playlistId of channel.playlistIds) {
    const playlist = catalogue.playlists.find((one) => one.id === playlistId);
    if (!playlist) {
      missingPlaylistIds.push(playlistId);
      continue;
    }
    const itemIds = playlistVideos(playlist, catalogue, byId).filter((video) => consider(video, playlist.name)).map((video) => String(video.id));
    playlists.push({ name: playlist.name, itemIds });
    categories.push({ name: playlist.name, playlistName: playlist.name, order: 'manual' });
  }
  // The library's other videos: live ones join the feed (in the "All videos" category); others stay out unreported.
  if (channel.library !== 'playlists') {
    const itemIds: string[] = [];
    for (const video of catalogue.videos) {
      if (channel.library === 'brand' && video.brandId !== channel.brandId) continue;
      if (items.has(video.id) || ((video.status === 'published' || video.status === 'unlisted') && consider(video, null))) itemIds.push(String(video.id));
    }
    playlists.push({ name: libraryPlaylist, itemIds });
    categories.push({ name: libraryPlaylist, playlistName: libraryPlaylist, order: 'most_recent' });
  }
  const all: RokuItem[] = [...items.values()];
  const feed: RokuFeed = {
    providerName: channel.providerName,
    lastUpdated: now.toISOString(),
    language: channel.language,
    categories,
    playlists,
    shortFormVideos: all.filter((item) => item.content.duration < shortFormLimit),
    movies: all.filter((item) => item.content.duration >= shortFormLimit),
  };
  const leftSincePublished = (channel.publishedItemIds ?? []).filter((id) => !items.has(id)).map((id) => ({ videoId: id, title: byId.get(id)?.title ?? null }));
  return { feed, validation: { channelId: channel.id, itemCount: all.length, issues: [...issues.values()], missingPlaylistIds, leftSincePublished }, itemIds: [...items.keys()] };
}
