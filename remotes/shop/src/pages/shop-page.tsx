import { PageHeader } from '@console/ui';
import { useShopT } from '../i18n/use-shop-t';

/** The Shop remote's first page. */
export default function ShopPage() {
  const t = useShopT();
  return (
    <>
      <PageHeader title={t('title')} />
      <p>{t('intro')}</p>
    </>
  );
}
