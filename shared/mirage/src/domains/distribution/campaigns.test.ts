import type { SearchCampaign } from '@console/contracts/src/distribution';
import { campaignProblem, campaignStats } from './campaigns';
import { seedCampaigns } from './seed';

const base = seedCampaigns()[0] as SearchCampaign;
const { id: _id, updatedAt: _updatedAt, ...input } = base;

describe('campaign transitions', () => {
  it('allows only the listed moves', () => {
    expect(campaignProblem({ ...base, status: 'draft' }, { ...input, status: 'active' })).toBeNull();
    expect(campaignProblem({ ...base, status: 'active' }, { ...input, status: 'paused' })).toBeNull();
    // The field says a message key's text (translated by the client); the summary names the move.
    expect(campaignProblem({ ...base, status: 'paused' }, { ...input, status: 'draft' })).toEqual({ summary: 'A campaign cannot go from paused to draft.', status: 'This status change is not allowed.' });
    expect(campaignProblem({ ...base, status: 'ended' }, { ...input, status: 'ended' })?.status).toBe('An ended campaign cannot be changed.');
    expect(campaignProblem(null, { ...input, status: 'paused' })?.status).toBe('A new campaign starts as a draft or active.');
  });
});

describe('campaign results', () => {
  it('has none for a draft, a day each from start to today otherwise, spend within the budget', () => {
    expect(campaignStats({ ...base, status: 'draft' }, '2026-11-30').days).toEqual([]);
    const stats = campaignStats({ ...base, startDate: '2026-11-01', endDate: '2026-12-31' }, '2026-11-30');
    expect(stats.days).toHaveLength(30);
    expect(stats.days.every((day) => day.spend <= base.dailyBudget)).toBe(true);
    expect(stats.totals.ctr).toBeCloseTo(stats.totals.clicks / stats.totals.impressions);
  });
});
