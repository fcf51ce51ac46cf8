import { userStatuses, type UserStatus } from '@console/contracts';
import { UserCheck, UserRoundX, UserRoundSearch, Users, type LucideIcon } from 'lucide-react';
import { StatCard, StatGrid, useFormat, type LoadState, type Tone } from '@console/ui';
import type { StatusCounts } from '../api/users-api';
import { capitalize } from './capitalize';

const looks: Record<UserStatus | 'total', { tone: Tone; icon: LucideIcon }> = {
  total: { tone: 'primary', icon: Users },
  active: { tone: 'success', icon: UserCheck },
  pending: { tone: 'warning', icon: UserRoundSearch },
  inactive: { tone: 'secondary', icon: UserRoundX },
};

function Stat({ name, value }: { name: UserStatus | 'total'; value: number | null }) {
  const { number } = useFormat();
  const { tone, icon } = looks[name];
  return <StatCard icon={icon} tone={tone} label={name === 'total' ? 'All users' : capitalize(name)} value={value === null ? '–' : number(value)} />;
}

/** Users by status, from the server's counts; a failed count shows a dash rather than a wrong zero. */
export function UserStats({ state, onRetry }: { state: LoadState<StatusCounts>; onRetry(): void }) {
  const counts = state.data;
  const total = counts ? userStatuses.reduce((sum, status) => sum + counts[status], 0) : null;
  return (
    <section aria-labelledby="user-stats-heading">
      <h2 id="user-stats-heading" className="visually-hidden">
        Users by status
      </h2>
      <StatGrid busy={state.status === 'loading'}>
        <Stat name="total" value={total} />
        {userStatuses.map((status) => (
          <Stat key={status} name={status} value={counts ? counts[status] : null} />
        ))}
      </StatGrid>
      {state.status === 'error' && (
        <p className="small text-danger mt-2 mb-0">
          The counts could not be loaded.{' '}
          <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={onRetry}>
            Retry
          </button>
        </p>
      )}
    </section>
  );
}
