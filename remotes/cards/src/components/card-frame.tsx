import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, ErrorState, SectionCard, SkeletonLines } from '@console/ui';
import { useCardsT } from '../i18n/use-cards-t';

export interface CardFrameProps<T> {
  /** The card's name in the current language: its title until the answer gives one, and in its messages. */
  name: string;
  query: Pick<UseQueryResult<T>, 'data' | 'isError' | 'isFetching' | 'refetch'>;
  /** The title the answer gives the card. */
  title?: (data: T) => string;
  /** Whether the answer has nothing to draw. */
  isEmpty?: (data: T) => boolean;
  /** Selectors in the header (period, year). */
  actions?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * Every card's frame: a region titled by the card, with its own loading placeholder, empty
 * message and failed-load alert with Retry, so one card's state never touches another's.
 */
export function CardFrame<T>({ name, query, title, isEmpty, actions, children }: CardFrameProps<T>) {
  const t = useCardsT();
  const { data, isError, isFetching } = query;
  let body: ReactNode;
  if (isError && !isFetching) body = <ErrorState message={t('state.failed', { name })} onRetry={() => void query.refetch()} />;
  else if (data === undefined || isError) body = <SkeletonLines lines={4} label={t('state.loading', { name })} />;
  // 'For this choice' only where the card offers one (a period, a year).
  else if (isEmpty?.(data)) body = <EmptyState title={t(actions ? 'state.empty' : 'state.emptyNow')} />;
  else body = children(data);
  return (
    <SectionCard title={data !== undefined && title ? title(data) : name} actions={actions} className="h-100 cards-card">
      <div className="cards-card-body" aria-busy={isFetching}>
        {body}
      </div>
    </SectionCard>
  );
}
