import { userStatuses, type UserStatus } from '@console/contracts';
import { UserCheck, UserRoundX, UserRoundSearch, Users, type LucideIcon } from 'lucide-react';
import { StatCard, StatGrid, useFormat, type Tone } from '@console/ui';
import type { StatusCounts } from '../api/users-api';
import { useUsersT } from '../i18n/use-users-t';
import { capitalize } from './capitalize';
import { useNames } from './use-names';

const looks: Record<UserStatus | 'total', { tone: Tone; icon: LucideIcon }> = {
  total: { tone: 'primary', icon: Users },
  active: { tone: 'success', icon: UserCheck },
  pending: { tone: 'warning', icon: UserRoundSearch },
  inactive: { tone: 'secondary', icon: UserRoundX },
};

function Stat({ name, label, value }: { name: UserStatus | 'total'; label: string; value: number | null }) {
  const { number } = useFormat();
  const { tone, icon } = looks[name];
  return <StatCard icon={icon} tone={tone} label={label} value={value === null ? '–' : number(value)} />;
}

interface UserStatsProps {
  /** Undefined until loaded, or when the load failed. */
  counts: StatusCounts | undefined;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
}

/** Users by status, from the server's counts; a failed count shows a dash rather than a wrong zero. */
export function UserStats({ counts, loading, failed, onRetry }: UserStatsProps) {
  const t = useUsersT();
  const names = useNames();
  const total = counts ? userStatuses.reduce((sum, status) => sum + counts[status], 0) : null;
  return (
    <section aria-labelledby="user-stats-heading">
      <h2 id="user-stats-heading" className="visually-hidden">
        {t('stats.heading')}
      </h2>
      <StatGrid busy={loading} failure={failed ? { message: t('stats.failed'), onRetry } : null}>
        <Stat name="total" label={t('stats.total')} value={total} />
        {userStatuses.map((status) => (
          <Stat key={status} name={status} label={capitalize(names.status(status))} value={counts ? counts[status] : null} />
        ))}
      </StatGrid>
    </section>
  );
}
