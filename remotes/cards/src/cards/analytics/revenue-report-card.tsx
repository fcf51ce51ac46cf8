import { revenueReportYears, type RevenueReportCard as Card } from '@console/contracts';
import type { CardColor } from '@console/contracts';
import { CardChart } from '../../charts/card-chart';
import { CardFrame } from '../../components/card-frame';
import { ChoiceSelect } from '../../components/choice-select';
import { FigureList } from '../../components/figure-list';
import { useFigures } from '../../components/use-figures';
import { useReportYear } from '../../hooks/use-card-choice';
import { useAnalyticsCard } from '../../hooks/use-card-query';
import { useCardsT } from '../../i18n/use-cards-t';

const seriesColors: readonly CardColor[] = ['primary', 'warning'];

/** revenue-report: earnings and expenses by month (stacked bars) and the budget, for the year chosen. */
export function RevenueReportCard() {
  const t = useCardsT();
  const f = useFigures();
  const name = t('names.analytics.revenueReport');
  const [year, setYear] = useReportYear();
  const query = useAnalyticsCard('revenue-report', { year });
  // The series are in thousands of dollars.
  const thousands = (value: number) => f.compactMoney(value * 1000);
  const years = (query.data?.years.length ? query.data.years : revenueReportYears).map((value) => ({ value, label: value }));
  return (
    <CardFrame<Card>
      name={name}
      query={query}
      title={(card) => card.title}
      isEmpty={(card) => card.categories.length === 0}
      actions={<ChoiceSelect label={t('choice.year', { name: query.data?.title ?? name })} value={year} options={years} onChange={setYear} />}
    >
      {(card) => (
        <div className="row g-3">
          <div className="col-12 col-lg-8">
            <CardChart
              kind="stacked-bar"
              caption={t('report.chart', { year })}
              rowHeader={t('report.month')}
              labels={card.categories}
              series={card.series.map((one, index) => ({ name: one.name, data: one.data, color: seriesColors[index] ?? 'secondary' }))}
              format={thousands}
              legend
              height={260}
            />
          </div>
          <div className="col-12 col-lg-4">
            <FigureList
              columns={1}
              figures={[
                { label: t('report.total', { year }), value: <span className="fs-3">{f.money(card.total)}</span> },
                { label: t('report.budget'), value: f.money(card.budget) },
              ]}
            />
            <CardChart
              kind="line"
              caption={t('report.budgetChart', { year })}
              rowHeader={t('report.month')}
              labels={card.categories}
              series={card.budgetSeries.map((one, index) => ({ name: one.name, data: one.data, color: index === 0 ? 'primary' : 'secondary', dashed: index > 0 }))}
              format={thousands}
              axes={false}
              height={90}
            />
          </div>
        </div>
      )}
    </CardFrame>
  );
}
