import { apiRequest } from '@console/auth';
import { downloadFile } from '@console/ui';
import type {
  ActionListQuery, ActionListResponse, BeaconQuery, BeaconStats, CampaignListQuery, CampaignStats, FeedValidation, PublishInput, PublishResponse, PublisherInput,
  PublisherRow, RokuChannel, RokuChannelInput, RokuFeed, SdkKeyResponse, SearchCampaign, SearchCampaignInput, BrandRow, CategoryRow, PlaylistRow, VideoListResponse, VideoResponse,
} from '@console/contracts';

/** A channel row: the channel with how many items its feed carries and how many would be rejected. */
export type ChannelRow = RokuChannel & { itemCount: number; issueCount: number };

const base = '/api/distribution';

export const fetchChannels = (signal?: AbortSignal) => apiRequest<ChannelRow[]>(`${base}/roku-channels`, { signal });
export const fetchChannel = async (id: number, signal?: AbortSignal) => (await apiRequest<{ channel: RokuChannel }>(`${base}/roku-channels/${id}`, { signal })).channel;
export const saveChannel = async (channel: RokuChannelInput, id?: number) =>
  (await apiRequest<{ channel: RokuChannel }>(id ? `${base}/roku-channels/${id}` : `${base}/roku-channels`, { method: id ? 'PUT' : 'POST', body: channel })).channel;
export const deleteChannel = (id: number) => apiRequest<unknown>(`${base}/roku-channels/${id}`, { method: 'DELETE' });
export const fetchFeed = (id: number, signal?: AbortSignal) => apiRequest<RokuFeed>(`${base}/roku-channels/${id}/feed`, { signal });
export const fetchValidation = (id: number, signal?: AbortSignal) => apiRequest<FeedValidation>(`${base}/roku-channels/${id}/validation`, { signal });
/** `allowEmpty`: the user has said yes to publishing a feed with no item (else the API refuses it with `emptyFeedCode`). */
export const publishChannel = (id: number, allowEmpty = false) =>
  apiRequest<PublishResponse>(`${base}/roku-channels/${id}/publish`, { method: 'POST', body: { allowEmpty } satisfies PublishInput });

export const fetchCampaigns = (query: CampaignListQuery, signal?: AbortSignal) => apiRequest<SearchCampaign[]>(`${base}/campaigns`, { query: { ...query }, signal });
export const fetchCampaign = async (id: number, signal?: AbortSignal) => (await apiRequest<{ campaign: SearchCampaign }>(`${base}/campaigns/${id}`, { signal })).campaign;
export const fetchCampaignStats = (id: number, signal?: AbortSignal) => apiRequest<CampaignStats>(`${base}/campaigns/${id}/stats`, { signal });
export const saveCampaign = async (campaign: SearchCampaignInput, id?: number) =>
  (await apiRequest<{ campaign: SearchCampaign }>(id ? `${base}/campaigns/${id}` : `${base}/campaigns`, { method: id ? 'PUT' : 'POST', body: campaign })).campaign;
export const deleteCampaign = (id: number) => apiRequest<unknown>(`${base}/campaigns/${id}`, { method: 'DELETE' });

export const fetchBeacons = (query: BeaconQuery, signal?: AbortSignal) => apiRequest<BeaconStats>(`${base}/beacons`, { query: { ...query }, signal });

export const fetchPublishers = (signal?: AbortSignal) => apiRequest<PublisherRow[]>(`${base}/publishers`, { signal });
export const savePublisher = (publisher: PublisherInput, id?: number) =>
  apiRequest<{ publisher: PublisherRow }>(id ? `${base}/publishers/${id}` : `${base}/publishers`, { method: id ? 'PUT' : 'POST', body: publisher });
export const deletePublisher = (id: number) => apiRequest<unknown>(`${base}/publishers/${id}`, { method: 'DELETE' });
export const fetchSdkKey = async (id: number) => (await apiRequest<SdkKeyResponse>(`${base}/publishers/${id}/sdk-key`)).sdkKey;
export const regenerateSdkKey = async (id: number) => (await apiRequest<SdkKeyResponse>(`${base}/publishers/${id}/sdk-key`, { method: 'POST' })).sdkKey;

export const fetchActions = (scope: 'mine' | 'all', query: ActionListQuery, signal?: AbortSignal) =>
  apiRequest<ActionListResponse>(scope === 'mine' ? `${base}/actions/mine` : `${base}/actions`, { query: { ...query }, signal });

// The media catalogue this remote builds on (its own API: the media remote's code is never imported).
export const fetchBrands = (signal?: AbortSignal) => apiRequest<BrandRow[]>('/api/media/brands', { signal });
export const fetchPlaylists = (signal?: AbortSignal) => apiRequest<PlaylistRow[]>('/api/media/playlists', { signal });
export const fetchCategories = (signal?: AbortSignal) => apiRequest<CategoryRow[]>('/api/media/categories', { signal });
/**
 * One page of a brand's published videos by title, those matching `q` (title or tag) when given: a
 * brand may hold thousands, and a campaign promotes what viewers can watch (no draft, no archive).
 */
export const fetchBrandVideos = (brandId: number, q: string, perPage: number, signal?: AbortSignal) =>
  apiRequest<VideoListResponse>('/api/media/videos', { query: { brandId, status: 'published', q: q || undefined, perPage, sortColumn: 'title', sort: 'asc' }, signal });
/** The videos of a list of ids (at most `videoIdsPerCall`), for their titles. */
export const fetchVideosById = async (ids: readonly number[], signal?: AbortSignal) =>
  (await apiRequest<VideoListResponse>('/api/media/videos', { query: { ids: ids.join(','), perPage: ids.length }, signal })).videos;
export const fetchVideo = async (id: number, signal?: AbortSignal) => (await apiRequest<VideoResponse>(`/api/media/videos/${id}`, { signal })).video;

/** Any data as a .json file download. */
export function downloadJson(filename: string, data: unknown): void {
  downloadFile(filename, new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
}
