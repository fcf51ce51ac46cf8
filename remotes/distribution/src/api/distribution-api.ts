import { apiRequest } from '@console/auth';
import type { DistributionStatus } from '@console/contracts';

export function fetchDistributionStatus(signal?: AbortSignal): Promise<DistributionStatus> {
  return apiRequest<DistributionStatus>('/api/distribution/status', { signal });
}
