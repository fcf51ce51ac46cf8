import { apiRequest } from '@console/auth';
import type {
  Brand, BrandInput, BrandRow, BulkRequest, BulkResponse, Category, CategoryInput, CategoryRow, NewVideo, PlaylistDetailResponse,
  PlaylistInput, PlaylistRow, PreviewResponse, SmartRules, Video, VideoListQuery, VideoListResponse, VideoResponse, VideoUpdate,
} from '@console/contracts';

/** One page of videos matching the query, with the count and totals of every match. */
export function fetchVideos(query: VideoListQuery, signal?: AbortSignal): Promise<VideoListResponse> {
  return apiRequest<VideoListResponse>('/api/media/videos', { query: { ...query }, signal });
}

export async function fetchVideo(id: number, signal?: AbortSignal): Promise<Video> {
  return (await apiRequest<VideoResponse>(`/api/media/videos/${id}`, { signal })).video;
}

export async function createVideo(video: NewVideo): Promise<Video> {
  return (await apiRequest<VideoResponse>('/api/media/videos', { method: 'POST', body: video })).video;
}

export async function updateVideo(id: number, video: VideoUpdate): Promise<Video> {
  return (await apiRequest<VideoResponse>(`/api/media/videos/${id}`, { method: 'PUT', body: video })).video;
}

export function bulkVideos(request: BulkRequest): Promise<BulkResponse> {
  return apiRequest<BulkResponse>('/api/media/videos/bulk', { method: 'POST', body: request });
}

export const fetchBrands = (signal?: AbortSignal) => apiRequest<BrandRow[]>('/api/media/brands', { signal });
export const fetchCategories = (signal?: AbortSignal) => apiRequest<CategoryRow[]>('/api/media/categories', { signal });

/** Creates (no id) or updates a brand. */
export const saveBrand = (brand: BrandInput, id?: number) =>
  apiRequest<Brand>(id ? `/api/media/brands/${id}` : '/api/media/brands', { method: id ? 'PUT' : 'POST', body: brand });
export const deleteBrand = (id: number) => apiRequest<Brand>(`/api/media/brands/${id}`, { method: 'DELETE' });

export const saveCategory = (category: CategoryInput, id?: number) =>
  apiRequest<Category>(id ? `/api/media/categories/${id}` : '/api/media/categories', { method: id ? 'PUT' : 'POST', body: category });
export const deleteCategory = (id: number) => apiRequest<Category>(`/api/media/categories/${id}`, { method: 'DELETE' });

export const fetchPlaylists = (signal?: AbortSignal) => apiRequest<PlaylistRow[]>('/api/media/playlists', { signal });
export const fetchPlaylist = (id: number, signal?: AbortSignal) => apiRequest<PlaylistDetailResponse>(`/api/media/playlists/${id}`, { signal });
export const savePlaylist = (playlist: PlaylistInput, id?: number) =>
  apiRequest<PlaylistDetailResponse>(id ? `/api/media/playlists/${id}` : '/api/media/playlists', { method: id ? 'PUT' : 'POST', body: playlist });
export const deletePlaylist = (id: number) => apiRequest<unknown>(`/api/media/playlists/${id}`, { method: 'DELETE' });
export const previewRules = (rules: SmartRules, signal?: AbortSignal) =>
  apiRequest<PreviewResponse>('/api/media/playlists/preview', { method: 'POST', body: rules, signal });
