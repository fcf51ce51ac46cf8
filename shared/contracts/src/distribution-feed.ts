// Roku Direct Publisher's JSON feed format (the parts a channel of this console fills in).
// https://developer.roku.com/docs/specs/direct-publisher-feed-specs/json-dp-spec.md

export interface RokuVideoFile {
  url: string;
  quality: 'SD' | 'HD' | 'FHD' | 'UHD';
  videoType: 'HLS' | 'SMOOTH' | 'DASH' | 'MP4' | 'MOV' | 'M4V';
}

export interface RokuContent {
  dateAdded: string;
  videos: RokuVideoFile[];
  /** Seconds. */
  duration: number;
  language: string;
}

/** A short-form video (under 15 minutes) or a movie: one item of the feed. */
export interface RokuItem {
  id: string;
  title: string;
  content: RokuContent;
  thumbnail: string;
  shortDescription: string;
  releaseDate: string;
  tags?: string[];
  /** Movies only. */
  genres?: string[];
  longDescription?: string;
}

export interface RokuCategory {
  name: string;
  playlistName: string;
  order: 'manual' | 'most_recent' | 'chronological' | 'most_popular';
}

export interface RokuPlaylist {
  name: string;
  itemIds: string[];
}

/** The whole feed: GET /api/distribution/roku-channels/:id/feed. */
export interface RokuFeed {
  providerName: string;
  lastUpdated: string;
  language: string;
  categories: RokuCategory[];
  playlists: RokuPlaylist[];
  shortFormVideos: RokuItem[];
  movies: RokuItem[];
}
