import { useQuery } from '@tanstack/react-query';
import { Activity, DollarSign, Eye, UserPlus, type LucideIcon } from 'lucide-react';
import { apiRequest } from '@console/auth';
import type { CardStatisticsName, FigureFormat, StatisticCard } from '@console/contracts';
import { ErrorState, StatCard, StatGrid, type Tone } from '@console/ui';
import { useT } from '../i18n/use-t';

const shown: { name: CardStatisticsName; icon: LucideIcon; tone: Tone }[] = [
  { name: 'subscribers', icon: UserPlus, tone: 'primary' },
  { name: 'site-traffic', icon: Activity, tone: 'info' },
  { name: 'revenue', icon: DollarSign, tone: 'success' },
  { name: 'active-users', icon: Eye, tone: 'warning' },
];

function formatFigure(value: number, format: FigureFormat, language: string): string {
  if (format === 'percent') return `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value)} %`;
  return new Intl.NumberFormat(language, {
    notation: 'compact',
    maximumFractionDigits: 1,
    ...(format === 'currency' ? { style: 'currency', currency: 'USD' } : {}),
  }).format(value);
}

const fetchFigures = (signal: AbortSignal) => Promise.all(shown.map(({ name }) => apiRequest<StatisticCard>(`/card/card-statistics/${name}`, { signal })));

/** Four headline figures for the dashboard (until the cards remote composes it), with Retry. */
export function DashboardFigures() {
  const { t, i18n } = useT();
  const figures = useQuery({ queryKey: ['cards', 'statistics', 'headline'], queryFn: ({ signal }) => fetchFigures(signal) });
  return (
    <section aria-labelledby="dashboard-figures" className="mb-4">
      <h2 className="h5" id="dashboard-figures">
        {t('home.figures')}
      </h2>
      {figures.isError ? (
        <ErrorState message={t('home.figuresUnavailable')} onRetry={() => void figures.refetch()} />
      ) : (
        <StatGrid busy={!figures.data}>
          {shown.map(({ name, icon, tone }, index) => {
            const card = figures.data?.[index];
            return (
              <StatCard
                key={name}
                icon={icon}
                tone={tone}
                label={card?.title ?? <span className="placeholder col-8" />}
                value={card ? formatFigure(card.value, card.format, i18n.language) : <span className="placeholder col-6" />}
              />
            );
          })}
        </StatGrid>
      )}
    </section>
  );
}
