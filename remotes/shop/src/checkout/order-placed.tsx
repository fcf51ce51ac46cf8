import type { Ref } from 'react';
import { PartyPopper } from 'lucide-react';
import type { Order } from '@console/contracts';
import { Link } from '@console/router';
import { useMoney } from '../components/use-money';
import { useShopT } from '../i18n/use-shop-t';

/** The confirmation: the order number and what was charged. */
export function OrderPlaced({ order, headingRef }: { order: Order; headingRef: Ref<HTMLHeadingElement> }) {
  const t = useShopT();
  const money = useMoney();
  return (
    <section className="card card-body text-center py-5" aria-labelledby="order-title">
      <PartyPopper size={40} aria-hidden="true" className="mx-auto text-success mb-3" />
      <h2 className="h4" id="order-title" tabIndex={-1} ref={headingRef}>{t('order.title')}</h2>
      <p className="mb-1" role="status">{t('order.thanks', { number: order.number })}</p>
      <p>{t('order.total', { total: money(order.summary.totalCents) })}</p>
      <Link className="btn btn-primary mx-auto" to="/apps/ecommerce/shop">{t('order.continue')}</Link>
    </section>
  );
}
