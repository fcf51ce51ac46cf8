import { useCallback } from 'react';
import { dollarsToCents, moneyTextToCents, type Invoice } from '@console/contracts';
import { useFormat } from '@console/ui';

/** The entity's balance ('$3,900', '$724.50' or 0) in cents. */
export function balanceCentsOf(invoice: Invoice): number {
  return moneyTextToCents(invoice.balance);
}

/** The entity's total (dollars with cents, 1234.56) in cents. */
export function totalCentsOf(invoice: Invoice): number {
  return dollarsToCents(invoice.total);
}

/**
 * A discount as the amount it takes off: negative, so every language writes its own minus sign
 * ('-$12.50', '-12,50 $US'); no discount stays 0 (formatting -0 would print '-$0.00').
 */
export function deductionCents(cents: number): number {
  return cents > 0 ? -cents : 0;
}

/** Cents as dollars in the current language ('$1,250.50', '1 250,50 $US', …); one function per language (memo deps). */
export function useMoney() {
  const { number } = useFormat();
  return useCallback((cents: number) => number(cents / 100, { style: 'currency', currency: 'USD' }), [number]);
}
