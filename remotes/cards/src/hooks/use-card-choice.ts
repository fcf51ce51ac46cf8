import { cardPeriods, revenueReportYears, type CardPeriod, type CardPeriodName, type RevenueReportYear } from '@console/contracts';
import { readUrlValues, urlParam, useUrlState, type UrlParam } from '@console/ui';

// In the URL as words without spaces (?avg-sessions=last-month); to the API as the template's strings.
const periodSlug = (period: CardPeriod) => period.toLowerCase().replace(/ /g, '-');

const periodParam: UrlParam<CardPeriod> = {
  defaultValue: cardPeriods[0],
  parse: (raw) => cardPeriods.find((period) => periodSlug(period) === raw),
  format: periodSlug,
};

// useUrlState's schema is a hook dependency: one stable schema per card, made once.
const periodSchemas = new Map<string, Record<string, UrlParam<CardPeriod>>>();
function periodSchema(name: CardPeriodName) {
  let schema = periodSchemas.get(name);
  if (!schema) {
    schema = { [name]: periodParam };
    periodSchemas.set(name, schema);
  }
  return schema;
}

/** The period a card shows for this query string (what useCardPeriod reads, outside React: a page's prefetch). */
export const cardPeriodIn = (search: URLSearchParams, name: CardPeriodName): CardPeriod => readUrlValues(periodSchema(name), search)[name] ?? periodParam.defaultValue;

/** The period a card shows, kept in the URL under the card's name (`?sessions-device=last-year`). */
export function useCardPeriod(name: CardPeriodName): [CardPeriod, (period: CardPeriod) => void] {
  const [values, set] = useUrlState(periodSchema(name));
  return [values[name] ?? periodParam.defaultValue, (period) => set({ [name]: period })];
}

const yearSchema = { 'revenue-report': urlParam.oneOf(revenueReportYears, revenueReportYears[0]) };

/** The revenue report's year for this query string (what useReportYear reads, outside React). */
export const reportYearIn = (search: URLSearchParams): RevenueReportYear => readUrlValues(yearSchema, search)['revenue-report'];

/** The revenue report's year, kept in the URL (`?revenue-report=2019`). */
export function useReportYear(): [RevenueReportYear, (year: RevenueReportYear) => void] {
  const [values, set] = useUrlState(yearSchema);
  return [values['revenue-report'], (year) => set({ 'revenue-report': year })];
}
