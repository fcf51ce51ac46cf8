import { useFormat } from '@console/ui';

/** Whole dollars in the current language ("$49", "49 $US", "‏49 US$"): the pricing constants are whole units. */
export function useMoney() {
  const { number } = useFormat();
  return (dollars: number) => number(dollars, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
}
