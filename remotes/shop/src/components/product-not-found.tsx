import { SearchX } from 'lucide-react';
import { Link } from '@console/router';
import { EmptyState, PageHeader } from '@console/ui';
import { useShopT } from '../i18n/use-shop-t';

const shopPath = '/apps/ecommerce/shop';

/**
 * A product page for a product the shop does not have (an unknown id, a slug that is not its own,
 * or no product address at all): said as such, with the way back to the shop, rather than the
 * console's "Page not found" and its way home, as a user, an invoice or a video would be.
 */
export function ProductNotFound() {
  const t = useShopT();
  return (
    <>
      <PageHeader title={t('product.notFound')} breadcrumb={[{ label: t('breadcrumb'), to: shopPath }]} />
      <section className="card">
        <EmptyState
          icon={SearchX}
          title={t('product.notFoundText')}
          action={
            <Link className="btn btn-primary" to={shopPath}>
              {t('product.backToShop')}
            </Link>
          }
        />
      </section>
    </>
  );
}
