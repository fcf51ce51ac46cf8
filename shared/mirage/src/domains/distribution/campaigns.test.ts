import type { SearchCampaign } from '@console/contracts/src/distribution';
import { campaignProblem, campaignStats } from './campaigns';
import { seedCampaigns } from './seed';

const base = seedCampaigns()[0] as SearchCampaign;
const { id: _id, updatedAt: _updatedAt, ...input } = base;

describe('campaign transitions', () => {
  it('allows only the listed moves', () => {
    expect(campaignProblem({ ...base, status: 'draft' }, { ...input, status: 'active' })).toBeNull();
    expect(campaignProblem({ ...base, status: 'active' }, { ...input, status: 'paused' })).toBeNull();
    expect(campaignProblem({ ...base, status: 'paused' }, { ...input, status: 'draft' })).toMatch(/paused to draft/);
    expect(campaignProblem({ ...base, status: 'ended' }, { ...input, status: 'ended' })).toMatch(/ended campaign/);
    expect(campaignProblem(null, { ...input, status: 'paused' })).toMatch(/draft or active/);
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
