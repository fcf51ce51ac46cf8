/**
 * `part` of `whole` as a whole percent, for a card's gauge or progress bar. Shares are computed
 * from the figures shown beside them, never seeded apart, so the two cannot disagree. 0 of
 * nothing is 0; a goal passed shows as reached (100, the most a gauge holds).
 */
export function wholePercent(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((part / whole) * 100)));
}

/**
 * The studio's watch-hour goal, in hours: the goal card's share reached and the sessions card's
 * "Watch-hour goal" bar are both measured against this one figure.
 */
export const watchHourGoal = 1_000_000;

/** The watch hours completed towards the goal (the goal card's figure). */
export const watchHoursCompleted = 786_617;
