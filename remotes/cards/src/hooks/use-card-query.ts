import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys, type CardAnalyticsName, type CardAnalyticsQuery, type CardStatisticsName } from '@console/contracts';
import { fetchAnalyticsCard, fetchStatisticsCard } from '../api/cards-api';

/**
 * One analytics card for a period or year: its own query, so one failing card never holds up
 * another. The figures of the previous choice stay (busy) until the new ones arrive.
 */
export function useAnalyticsCard<N extends CardAnalyticsName>(name: N, query: CardAnalyticsQuery = {}) {
  return useQuery({
    queryKey: queryKeys.cards.analytics(name, query),
    queryFn: ({ signal }) => fetchAnalyticsCard(name, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** One statistics card. */
export function useStatisticsCard(name: CardStatisticsName) {
  return useQuery({ queryKey: queryKeys.cards.statistics(name), queryFn: ({ signal }) => fetchStatisticsCard(name, signal) });
}
