import { ShoppingCart, Trash2 } from 'lucide-react';
import { toCents, type ProductDetail } from '@console/contracts';
import { Link } from '@console/router';
import { useShopActions } from '../hooks/use-shop-actions';
import { useShopPermissions } from '../hooks/use-shop-permissions';
import { useShopT } from '../i18n/use-shop-t';
import { ProductImage } from './product-image';
import { productPath } from './product-path';
import { RatingStars } from './rating-stars';
import { useMoney } from './use-money';

/** One product of the wishlist (under the list's h2): it can leave the list or move to the cart. */
export function WishedCard({ product }: { product: ProductDetail }) {
  const t = useShopT();
  const money = useMoney();
  const { moveToCart, toggleWishlist } = useShopActions();
  const may = useShopPermissions();
  return (
    <article className="card h-100" aria-labelledby={`wish-${product.id}`}>
      <div className="p-3 text-center"><ProductImage src={product.image} name={product.name} className="shop-card-image" /></div>
      <div className="card-body d-flex flex-column gap-1">
        <h3 className="h6 mb-0" id={`wish-${product.id}`}><Link to={productPath(product)}>{product.name}</Link></h3>
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
  );
}
