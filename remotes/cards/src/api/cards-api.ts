import { apiRequest } from '@console/auth';
import type { CardAnalyticsName, CardAnalyticsQuery, CardAnalyticsResponses, CardStatisticsName, CardStatisticsResponse } from '@console/contracts';

/** One analytics card, for the period or year asked (docs/api/cards.md). */
export function fetchAnalyticsCard<N extends CardAnalyticsName>(name: N, query: CardAnalyticsQuery, signal?: AbortSignal): Promise<CardAnalyticsResponses[N]> {
  return apiRequest<CardAnalyticsResponses[N]>(`/card/card-analytics/${name}`, { query: { ...query }, signal });
}

/** One statistics card. */
export function fetchStatisticsCard(name: CardStatisticsName, signal?: AbortSignal): Promise<CardStatisticsResponse> {
  return apiRequest<CardStatisticsResponse>(`/card/card-statistics/${name}`, { signal });
}
