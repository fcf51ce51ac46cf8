import type { ProfilePollOption } from '@console/contracts';

/**
 * Whole percents of the votes that add up to exactly 100 (largest remainders: each option gets
 * its rounded-down share, then the options with the largest fractions get the points left over).
 */
export function pollPercentages(votes: readonly number[]): number[] {
  const total = votes.reduce((sum, count) => sum + count, 0);
  if (total === 0) return votes.map(() => 0);
  const exact = votes.map((count) => (count * 100) / total);
  const result = exact.map(Math.floor);
  const left = 100 - result.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder.slice(0, left)) result[index] = (result[index] ?? 0) + 1;
  return result;
}

/** The poll with one more vote for `name`, by `voter`, and every option's percentage recounted. */
export function withVote(options: readonly ProfilePollOption[], name: string, voter: ProfilePollOption['votedUser'][number]): ProfilePollOption[] {
  const counted = options.map((option) => (option.name === name ? { ...option, votes: option.votes + 1, votedUser: [...option.votedUser, voter] } : option));
  const percents = pollPercentages(counted.map((option) => option.votes));
  return counted.map((option, index) => ({ ...option, result: percents[index] ?? 0 }));
}
