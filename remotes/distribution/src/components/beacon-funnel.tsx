import type { BeaconEvent } from '@console/contracts';
import { useFormat } from '@console/ui';
import { useDistributionT } from '../i18n/use-distribution-t';

export const funnelSteps = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete'] as const satisfies readonly BeaconEvent[];

/** Start → complete: each step's count and its share of the starts, as a list with bars. */
export function BeaconFunnel({ totals }: { totals: Record<BeaconEvent, number> }) {
  const t = useDistributionT();
  const { number } = useFormat();
  const starts = totals.start || 1;
  return (
    <dl className="d-flex flex-column gap-2 mb-0">
      {funnelSteps.map((step) => {
        const share = totals[step] / starts;
        return (
          // A group of one term and its descriptions (the only markup a <dl> allows): the count,
          // then the bar and the share on a line of their own.
          <div key={step} className="d-flex flex-wrap justify-content-between column-gap-2">
            <dt className="fw-normal">{t(`beacons.events.${step}`)}</dt>
            <dd className="mb-0 fw-semibold" data-step={step}>
              {number(totals[step])}
            </dd>
            <dd className="mb-0 w-100">
              <div className="progress" style={{ height: 8 }} aria-hidden="true">
                <div className="progress-bar" style={{ width: `${Math.min(100, share * 100)}%` }} />
              </div>
              <div className="small text-body-secondary">{t('beacons.funnelRate', { rate: number(share, { style: 'percent', maximumFractionDigits: 1 }) })}</div>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
