import { Heart, ShoppingCart, Trash2 } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { queryKeys, toCents } from '@console/contracts';
import { Link } from '@console/router';
import { EmptyState, ErrorState, PageHeader, SkeletonLines } from '@console/ui';
import { fetchWishlist } from '../api/shop-api';
import { ProductImage } from '../components/product-image';
import { productPath } from '../components/product-path';
import { RatingStars } from '../components/rating-stars';
import { useMoney } from '../components/use-money';
import { useShopActions } from '../hooks/use-shop-actions';
import { useShopPermissions } from '../hooks/use-shop-permissions';
import { useShopT } from '../i18n/use-shop-t';

/** The wishlist: each product can move to the cart or leave the list. */
export default function WishlistPage() {
  const t = useShopT();
  const money = useMoney();
  const wishlist = useQuery({ queryKey: queryKeys.shop.wishlist, queryFn: ({ signal }) => fetchWishlist(signal) });
  const { moveToCart, toggleWishlist } = useShopActions();
  const may = useShopPermissions();
  const products = wishlist.data;
  return (
    <>
      <PageHeader title={t('wishlist.title')} breadcrumb={[{ label: t('breadcrumb'), to: '/apps/ecommerce/shop' }]} />
      {wishlist.isError && <ErrorState message={t('loadFailed')} onRetry={() => void wishlist.refetch()} />}
      {!products && wishlist.isPending && <SkeletonLines lines={4} label={t('loading')} />}
      {products?.length === 0 && (
        <EmptyState icon={Heart} title={t('wishlist.emptyTitle')} text={t('wishlist.emptyText')} action={<Link className="btn btn-primary" to="/apps/ecommerce/shop">{t('wishlist.browse')}</Link>} />
      )}
      {products && products.length > 0 && (
        <ul className="list-unstyled row row-cols-1 row-cols-sm-2 row-cols-xl-4 g-3" aria-label={t('wishlist.title')}>
          {products.map((product) => (
            <li key={product.id} className="col">
              <article className="card h-100" aria-labelledby={`wish-${product.id}`}>
                <div className="p-3 text-center"><ProductImage src={product.image} name={product.name} className="shop-card-image" /></div>
                <div className="card-body d-flex flex-column gap-1">
                  <h2 className="h6 mb-0" id={`wish-${product.id}`}><Link to={productPath(product)}>{product.name}</Link></h2>
                  <RatingStars rating={product.rating} />
                  <span className="fw-semibold">{money(toCents(product.price))}</span>
                  <div className="d-flex gap-2 mt-auto pt-2">
                    {may.remove && (
                      <button type="button" className="btn btn-outline-secondary" aria-label={t('wishlist.remove', { name: product.name })} onClick={() => toggleWishlist(product.id, false)}>
                        <Trash2 size={16} aria-hidden="true" />
                      </button>
                    )}
                    {/* A move adds to the cart and removes from the wishlist. */}
                    {may.add && may.remove && (
                      <button type="button" className="btn btn-primary flex-grow-1" aria-label={t('wishlist.moveToCart', { name: product.name })} onClick={() => moveToCart(product.id)}>
                        <ShoppingCart size={16} aria-hidden="true" className="me-1" />
                        {t('wishlist.moveToCartShort')}
                      </button>
                    )}
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
