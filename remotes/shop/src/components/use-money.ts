import { useFormat } from '@console/ui';

/** Money in the current language: integer cents in, "$1,234.50" out (USD, the catalogue's currency). */
export function useMoney() {
  const { number } = useFormat();
  return (cents: number) => number(cents / 100, { style: 'currency', currency: 'USD' });
}
