import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys, type CardAnalyticsName, type CardAnalyticsQuery, type CardStatisticsName } from '@console/contracts';
import { fetchAnalyticsCard, fetchStatisticsCard } from '../api/cards-api';

/** An analytics card's query in the console's cache: one key and function for the card and its page's prefetch. */
export const analyticsCardQuery = <N extends CardAnalyticsName>(name: N, query: CardAnalyticsQuery = {}) => ({
  queryKey: queryKeys.cards.analytics(name, query),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchAnalyticsCard(name, query, signal),
});

/** A statistics card's query (see analyticsCardQuery). */
export const statisticsCardQuery = (name: CardStatisticsName) => ({
  queryKey: queryKeys.cards.statistics(name),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchStatisticsCard(name, signal),
});

/**
 * One analytics card for a period or year: its own query, so one failing card never holds up
 * another. The figures of the previous choice stay (busy) until the new ones arrive.
 */
export function useAnalyticsCard<N extends CardAnalyticsName>(name: N, query: CardAnalyticsQuery = {}) {
  return useQuery({ ...analyticsCardQuery(name, query), placeholderData: keepPreviousData });
}

/** One statistics card. */
export function useStatisticsCard(name: CardStatisticsName) {
  return useQuery(statisticsCardQuery(name));
}
