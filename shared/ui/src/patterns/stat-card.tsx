import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

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

/** A responsive row of stat cards (a description list). */
export function StatGrid({ children, busy = false, label }: { children: ReactNode; busy?: boolean; label?: string }) {
  return (
    <dl className="stat-grid" aria-busy={busy} aria-label={label}>
      {children}
    </dl>
  );
}
