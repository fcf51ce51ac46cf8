import { RecordNotFound } from '@console/ui';
import { useShopT } from '../i18n/use-shop-t';

/**
 * A product page for a product the shop does not have (an unknown id, a slug that is not its own,
 * or no product address at all): the kit's record not-found, with the way back to the shop.
 */
export function ProductNotFound() {
  const t = useShopT();
  return <RecordNotFound title={t('product.notFound')} text={t('product.notFoundText')} back={{ label: t('breadcrumb'), to: '/apps/ecommerce/shop', action: t('product.backToShop') }} />;
}
