import type { CampaignStatus } from '@console/contracts';
import { useDistributionT } from '../i18n/use-distribution-t';

const tones: Record<CampaignStatus, string> = { draft: 'text-bg-secondary', active: 'text-bg-success', paused: 'text-bg-warning', ended: 'text-bg-dark' };

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const t = useDistributionT();
  return <span className={`badge ${tones[status]}`}>{t(`campaigns.statuses.${status}`)}</span>;
}
