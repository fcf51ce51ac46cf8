import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { keepFocusNearby } from '../focus/keep-focus-nearby';
import { useUiT } from '../use-ui-t';

export type Tone = 'primary' | 'success' | 'warning' | 'danger' | 'info' | 'secondary';

export interface StatCardProps {
  icon: LucideIcon;
  /** What the figure counts ("Active users"). */
  label: ReactNode;
  value: ReactNode;
  tone?: Tone;
  /** A line under the figure ("Last week analytics"). */
  detail?: ReactNode;
}

/**
 * One figure with its icon, a term and its value: put stat cards in a `StatGrid` (a description
 * list; each card is one of its groups), so assistive tech reads "Active users, 12". The icon
 * only decorates.
 */
export function StatCard({ icon: Icon, label, value, tone = 'primary', detail }: StatCardProps) {
  return (
    <div className="card stat-card">
      <dt className="stat-card-label">
        <span className={`stat-card-icon bg-${tone}-subtle text-${tone}-emphasis`}>
          <Icon size={22} aria-hidden="true" />
        </span>
        {label}
      </dt>
      <dd className="stat-card-value">{value}</dd>
      {detail && <dd className="stat-card-detail">{detail}</dd>}
    </div>
  );
}

/** Figures that could not be loaded: what to say under them, and how to ask again. */
export interface StatFailure {
  message: string;
  onRetry(): void;
}

/**
 * A responsive row of stat cards (a description list). With `failure`, the reason and a Retry
 * under the cards (which then show a dash rather than a wrong zero).
 */
export function StatGrid({ children, busy = false, label, failure }: { children: ReactNode; busy?: boolean; label?: string; failure?: StatFailure | null }) {
  const t = useUiT();
  return (
    <>
      <dl className="stat-grid" aria-busy={busy} aria-label={label}>
        {children}
      </dl>
      {failure && (
        <p className="small text-danger mt-2 mb-0">
          {failure.message}{' '}
          <button ref={keepFocusNearby} type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={failure.onRetry}>
            {t('retry', 'Retry')}
          </button>
        </p>
      )}
    </>
  );
}
