import { userStatuses, type UserStatus } from '@console/contracts';
import { useFormat, type LoadState } from '@console/ui';
import type { StatusCounts } from '../api/users-api';
import { capitalize } from './capitalize';

const accents: Record<UserStatus | 'total', string> = { total: 'primary', active: 'success', pending: 'warning', inactive: 'secondary' };
const grid = { gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))' };

function Stat({ name, value }: { name: UserStatus | 'total'; value: number | null }) {
  const { number } = useFormat();
  return (
    <div className={`card card-body py-3 border-0 border-start border-4 border-${accents[name]}`}>
      <dt className="small text-body-secondary fw-normal">{name === 'total' ? 'All users' : capitalize(name)}</dt>
      <dd className="h4 mb-0">{value === null ? '–' : number(value)}</dd>
    </div>
  );
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
      <dl className="d-grid gap-3 mb-0" style={grid} aria-busy={state.status === 'loading'}>
        <Stat name="total" value={total} />
        {userStatuses.map((status) => (
          <Stat key={status} name={status} value={counts ? counts[status] : null} />
        ))}
      </dl>
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
