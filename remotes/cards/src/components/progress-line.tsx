import type { CardColor } from '@console/contracts';

/** A labelled progress bar: the label and figure above, the bar (0 to 100) below. */
export function ProgressLine({ label, value, percent, color = 'primary' }: { label: string; value: string; percent: number; color?: CardColor }) {
  const clamped = Math.min(100, Math.max(0, percent));
  return (
    <div className="card-progress">
      <div className="d-flex justify-content-between gap-2 small">
        <span>{label}</span>
        <span className="fw-semibold">{value}</span>
      </div>
      <div className="progress" role="progressbar" aria-label={label} aria-valuenow={clamped} aria-valuemin={0} aria-valuemax={100} style={{ height: '.375rem' }}>
        <div className={`progress-bar bg-${color}`} style={{ width: `${clamped}%` }} />
      </div>
    </div>
  );
}
