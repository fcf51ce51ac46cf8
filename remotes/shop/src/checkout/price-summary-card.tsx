import type { PriceSummary } from '@console/contracts';
import { useFormat } from '@console/ui';
import { useShopT } from '../i18n/use-shop-t';
import { useMoney } from '../components/use-money';

/** The cart's figures as a description list: each term read with its amount. */
export function PriceSummaryCard({ summary }: { summary: PriceSummary }) {
  const t = useShopT();
  const money = useMoney();
  const { number } = useFormat();
  const rows: [string, string][] = [
    [t('summary.items', { count: summary.itemCount, shown: number(summary.itemCount) }), money(summary.subtotalCents)],
    [t('summary.discount'), `−${money(summary.discountCents)}`],
    ...(summary.couponCents ? [[t('summary.coupon'), `−${money(summary.couponCents)}`] as [string, string]] : []),
    [t('summary.delivery'), summary.deliveryCents ? money(summary.deliveryCents) : t('summary.free')],
  ];
  return (
    <section className="card card-body" aria-labelledby="price-summary-title">
      <h2 className="h6" id="price-summary-title">{t('summary.title')}</h2>
      <dl className="mb-0 shop-summary">
        {rows.map(([term, amount]) => (
          <div key={term} className="d-flex justify-content-between">
            <dt className="fw-normal">{term}</dt>
            <dd className="mb-1">{amount}</dd>
          </div>
        ))}
        <div className="d-flex justify-content-between border-top pt-2 fw-semibold">
          <dt>{t('summary.total')}</dt>
          <dd className="mb-0" data-testid="order-total">{money(summary.totalCents)}</dd>
        </div>
      </dl>
    </section>
  );
}
