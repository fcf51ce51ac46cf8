import { apiRequest } from '@console/auth';
import type { MediaStatus } from '@console/contracts';

export function fetchMediaStatus(signal?: AbortSignal): Promise<MediaStatus> {
  return apiRequest<MediaStatus>('/api/media/status', { signal });
}
