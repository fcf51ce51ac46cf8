import type { FigureFormat } from '@console/contracts';
import { useFormat } from '@console/ui';

/**
 * The cards' figures in the current language (Intl): counts, dollars, percentages and durations,
 * in full or compact ("92.6K", "92,6 k").
 */
export function useFigures() {
  const { number, language } = useFormat();
  const figures = {
    language,
    count: (value: number) => number(value),
    compact: (value: number) => number(value, { notation: 'compact', maximumFractionDigits: 1 }),
    money: (value: number) => number(value, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
    compactMoney: (value: number) => number(value, { style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }),
    /** 0 to 100 in, "83%" out. */
    percent: (value: number) => number(value / 100, { style: 'percent', maximumFractionDigits: 1 }),
    /** A change against the previous period, always signed: "+5.2%", "-1.8%". */
    change: (value: number) => number(value / 100, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }),
    duration: (value: number, unit: 'hour' | 'minute' | 'day') => number(value, { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 1 }),
    /** A figure the API typed with its format (statistics cards, progress bars). */
    figure(value: number, format: FigureFormat, compact = false): string {
      switch (format) {
        case 'currency':
          return compact ? figures.compactMoney(value) : figures.money(value);
        case 'percent':
          return figures.percent(value);
        case 'hours':
          return figures.duration(value, 'hour');
        case 'minutes':
          return figures.duration(value, 'minute');
        default:
          return compact ? figures.compact(value) : figures.count(value);
      }
    },
  };
  return figures;
}

export type Figures = ReturnType<typeof useFigures>;
