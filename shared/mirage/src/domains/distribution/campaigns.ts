import { canMoveCampaign, type CampaignDay, type CampaignStats, type CampaignStatus, type SearchCampaign, type SearchCampaignInput } from '@console/contracts/src/distribution';
import { distributionMessagesEn } from '@console/contracts/src/distribution-messages';
import { dayList } from './beacons';

/**
 * Why a campaign may not be saved as `next`, or null: only allowed moves, and an ended campaign is
 * read-only. `status` is the field's message (a message key's text, said in the reader's language);
 * `summary` says the move in English for logs and API clients.
 */
export function campaignProblem(stored: SearchCampaign | null, next: SearchCampaignInput): { summary: string; status: string } | null {
  const from: CampaignStatus = stored?.status ?? 'draft';
  const said = (key: keyof typeof distributionMessagesEn, summary = distributionMessagesEn[key]) => ({ summary, status: distributionMessagesEn[key] });
  if (!stored && next.status !== 'draft' && next.status !== 'active') return said('distribution.errors.newCampaignStatus');
  if (stored?.status === 'ended') return said('distribution.errors.campaignEnded');
  if (!canMoveCampaign(from, next.status)) return said('distribution.errors.statusMove', `A campaign cannot go from ${from} to ${next.status}.`);
  return null;
}

/** A number from 0 to 1 for a campaign and a day: the same on every start. */
function noise(id: number, day: string): number {
  let h = 2166136261 ^ id;
  for (const char of day) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  h ^= h >>> 13;
  h = Math.imul(h, 0x5bd1e995);
  return ((h ^ (h >>> 15)) >>> 0) / 4294967296;
}

/**
 * A campaign's results per day, from its start to its end or `today` (whichever is first): none for a
 * draft, none after it was paused is not tracked (the mock has no history), spend within the daily budget.
 */
export function campaignStats(campaign: SearchCampaign, today: string): CampaignStats {
  const days: CampaignDay[] = [];
  if (campaign.status !== 'draft' && campaign.startDate <= today) {
    const last = campaign.endDate < today ? campaign.endDate : today;
    const count = Math.round((Date.parse(last) - Date.parse(campaign.startDate)) / 86_400_000) + 1;
    for (const date of dayList(last, Math.min(count, 366))) {
      const roll = noise(campaign.id, date);
      const impressions = Math.round(campaign.dailyBudget * (40 + roll * 60) * campaign.keywords.length ** 0.5);
      const clicks = Math.round(impressions * (0.01 + roll * 0.04));
      const spend = Math.min(campaign.dailyBudget, Math.round(clicks * (0.3 + roll * 0.4) * 100) / 100);
      days.push({ date, impressions, clicks, spend });
    }
  }
  const sum = (key: 'impressions' | 'clicks' | 'spend') => days.reduce((total, day) => total + day[key], 0);
  const impressions = sum('impressions');
  const clicks = sum('clicks');
  return { days, totals: { impressions, clicks, spend: Math.round(sum('spend') * 100) / 100, ctr: impressions ? clicks / impressions : 0 } };
}
