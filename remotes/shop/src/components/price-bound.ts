import { hasTwoDecimalsAtMost } from '@console/contracts';
import { maxPriceBound } from '../hooks/catalogue-params';

/** Why a typed price bound cannot be applied (each is said at its field). */
export type PriceBoundProblem = 'notNumber' | 'negative' | 'cents' | 'tooHigh';

/**
 * The bound typed into a price box, as the link writes it ('' = no bound): the number box takes
 * '1e3', '0100' and '2.50', which are 1000, 100 and 2.5 here.
 */
export function typedPriceBound(typed: string): { bound: string } | { problem: PriceBoundProblem } {
  if (typed.trim() === '') return { bound: '' };
  const dollars = Number(typed);
  if (!Number.isFinite(dollars)) return { problem: 'notNumber' };
  if (dollars < 0) return { problem: 'negative' };
  // Before the cents: a number written with an exponent (1e21 and up) is too high, not a fraction of a cent.
  if (dollars > maxPriceBound) return { problem: 'tooHigh' };
  // Prices have cents ($649.99): a bound may too, but no fraction of a cent.
  if (!hasTwoDecimalsAtMost(dollars)) return { problem: 'cents' };
  // Whole cents from 0 to six digits write without an exponent: the link takes them (isPriceBound).
  return { bound: String(dollars) };
}
