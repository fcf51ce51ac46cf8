/**
 * The fault seam (docs/api/cards.md): card calls listed in localStorage `mockCardFaults`,
 * comma-separated as `card-analytics/revenue-report` or `card-statistics/sales` (`*` for every
 * card), answer 500. It lets a browser test show one card failing while the others load, which
 * Playwright's network routing cannot do: this mock answers inside the page.
 */
export const cardFaultsKey = 'mockCardFaults';

/** Whether the call `group/name` (e.g. `card-statistics/sales`) is set to fail. */
export function isFaulty(call: string): boolean {
  let listed: string | null = null;
  try {
    listed = globalThis.localStorage?.getItem(cardFaultsKey) ?? null;
  } catch {
    // storage refused (a sandboxed frame): no faults
  }
  if (!listed) return false;
  return listed.split(',').some((entry) => {
    const wanted = entry.trim();
    return wanted === '*' || wanted === call;
  });
}
