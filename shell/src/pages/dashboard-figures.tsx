import { useEffect, useState } from 'react';
import { apiRequest } from '@console/auth';
import type { CardStatisticsName, FigureFormat, StatisticCard } from '@console/contracts';
import { useT } from '../i18n/use-t';

const shown: CardStatisticsName[] = ['subscribers', 'site-traffic', 'revenue', 'active-users'];

function formatFigure(value: number, format: FigureFormat, language: string): string {
  const number = new Intl.NumberFormat(language, {
    notation: 'compact',
    maximumFractionDigits: 1,
    ...(format === 'currency' ? { style: 'currency', currency: 'USD' } : {}),
  });
  if (format === 'percent') return `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value)} %`;
  return number.format(value);
}

/** A short summary for the dashboard until the cards remote exists: four headline figures. */
export function DashboardFigures() {
  const { t, i18n } = useT();
  const [cards, setCards] = useState<StatisticCard[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    Promise.all(shown.map((name) => apiRequest<StatisticCard>(`/card/card-statistics/${name}`, { signal: controller.signal }))).then(
      setCards,
      () => !controller.signal.aborted && setFailed(true),
    );
    return () => controller.abort();
  }, []);
  if (failed) return <p className="text-body-secondary">{t('home.figuresUnavailable')}</p>;
  return (
    <section aria-labelledby="dashboard-figures" className="mb-4">
      <h2 className="h5" id="dashboard-figures">
        {t('home.figures')}
      </h2>
      <div className="row g-3" aria-busy={!cards}>
        {(cards ?? shown.map(() => null)).map((card, index) => (
          <div className="col-6 col-lg-3" key={shown[index]}>
            <div className="card card-body h-100">
              {card ? (
                <>
                  <span className="h4 mb-0">{formatFigure(card.value, card.format, i18n.language)}</span>
                  <span className="small text-body-secondary">{card.title}</span>
                </>
              ) : (
                <span className="placeholder-glow">
                  <span className="placeholder col-8" />
                </span>
              )}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
