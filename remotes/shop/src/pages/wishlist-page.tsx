import { useRef } from 'react';
import { Heart } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@console/contracts';
import { Link } from '@console/router';
import { EmptyState, ErrorState, PageHeader, SkeletonLines, useFocusAfterRemoval } from '@console/ui';
import { fetchWishlist } from '../api/shop-api';
import { WishedCard } from '../components/wished-card';
import { useLoadFailure } from '../hooks/use-load-failure';
import { useShopT } from '../i18n/use-shop-t';

/** The wishlist: each product can move to the cart or leave the list. */
export default function WishlistPage() {
  const t = useShopT();
  const wishlist = useQuery({ queryKey: queryKeys.shop.wishlist, queryFn: ({ signal }) => fetchWishlist(signal) });
  const load = useLoadFailure(wishlist);
  const products = wishlist.data;
  // A card that leaves takes the focused button with it: the next card (or the list's heading) takes the focus.
  const heading = useRef<HTMLHeadingElement>(null);
  const { listProps } = useFocusAfterRemoval(products?.map((product) => product.id) ?? [], heading);
  return (
    <>
      <PageHeader title={t('wishlist.title')} breadcrumb={[{ label: t('breadcrumb'), to: '/apps/ecommerce/shop' }]} />
      {/* A failed refetch keeps the cards on screen, under the error; a failed first load holds its error until Retry. */}
      {products && wishlist.isError && <ErrorState message={t('wishlist.loadFailed')} stale onRetry={() => void wishlist.refetch()} />}
      {!products && load.failed && <ErrorState message={t('wishlist.loadFailed')} onRetry={load.retry} />}
      {!products && !load.failed && <SkeletonLines lines={4} label={t('loading')} />}
      {products && (
        <section aria-labelledby="wishlist-heading">
          <h2 id="wishlist-heading" className="visually-hidden" tabIndex={-1} ref={heading}>{t('wishlist.heading')}</h2>
          {products.length === 0 ? (
            <EmptyState icon={Heart} title={t('wishlist.emptyTitle')} text={t('wishlist.emptyText')} action={<Link className="btn btn-primary" to="/apps/ecommerce/shop">{t('wishlist.browse')}</Link>} />
          ) : (
            <ul className="list-unstyled row row-cols-1 row-cols-sm-2 row-cols-xl-4 g-3" aria-label={t('wishlist.title')} {...listProps}>
              {products.map((product) => (
                <li key={product.id} className="col">
                  <WishedCard product={product} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}
