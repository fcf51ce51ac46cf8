import { useCallback } from 'react';
import type { Invoice } from '@console/contracts';
import { useFormat } from '@console/ui';

/** The entity's balance ('$3,900' or 0) in cents. */
export function balanceCentsOf(invoice: Invoice): number {
  return invoice.balance === 0 ? 0 : Number(invoice.balance.replace(/[^0-9]/g, '')) * 100;
}

/** Cents as dollars in the current language ('$1,250.50', '1 250,50 $US', …); one function per language (memo deps). */
export function useMoney() {
  const { number } = useFormat();
  return useCallback((cents: number) => number(cents / 100, { style: 'currency', currency: 'USD' }), [number]);
}
