import type { CardSize, CatalogueEntry } from '../cards/card-catalogue';
import { useCardsT } from '../i18n/use-cards-t';
import { CardBoundary } from './card-boundary';
import './cards.css';

const columns: Record<CardSize, string> = {
  small: 'col-12 col-sm-6 col-xl-3',
  medium: 'col-12 col-md-6 col-xl-4',
  half: 'col-12 col-lg-6',
  wide: 'col-12 col-xl-8',
  full: 'col-12',
};

/** Cards in a responsive grid (one column on a phone), each behind its own error boundary. */
export function CardGrid({ cards }: { cards: readonly CatalogueEntry[] }) {
  const t = useCardsT();
  return (
    <div className="row g-3 g-xl-4 mb-3 mb-xl-4">
      {cards.map(({ id, nameKey, Card, size, queryKey }) => (
        <div key={id} className={columns[size]}>
          <CardBoundary name={t(nameKey)} message={t('state.broken', { name: t(nameKey) })} queryKey={queryKey}>
            <Card />
          </CardBoundary>
        </div>
      ))}
    </div>
  );
}
