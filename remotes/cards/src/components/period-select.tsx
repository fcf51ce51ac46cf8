import { cardPeriods, type CardPeriod, type CardPeriodName } from '@console/contracts';
import { useCardPeriod } from '../hooks/use-card-choice';
import { useCardsT } from '../i18n/use-cards-t';
import { ChoiceSelect } from './choice-select';

const periodKeys = { 'Last 28 Days': 'last28Days', 'Last Month': 'lastMonth', 'Last Year': 'lastYear' } as const satisfies Record<CardPeriod, string>;

/** The period selector of a card (spec §9's periods), kept in the URL. */
export function PeriodSelect({ card, name, offered }: { card: CardPeriodName; name: string; offered?: readonly CardPeriod[] }) {
  const t = useCardsT();
  const [period, setPeriod] = useCardPeriod(card);
  // The answer lists the periods it offers; before it arrives, the spec's list.
  const options = (offered?.length ? offered : cardPeriods).map((value) => ({ value, label: t(`periods.${periodKeys[value]}`) }));
  return <ChoiceSelect label={t('choice.period', { name })} value={period} options={options} onChange={setPeriod} />;
}
