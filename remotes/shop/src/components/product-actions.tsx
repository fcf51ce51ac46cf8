import { Heart, ShoppingCart } from 'lucide-react';
import { Link } from '@console/router';
import { useShopT } from '../i18n/use-shop-t';
import { useShopActions } from '../hooks/use-shop-actions';

interface Flagged {
  id: number;
  name: string;
  isInCart: boolean;
  isInWishlist: boolean;
}

/** The heart: adds to or removes from the wishlist at once (rolled back if the server refuses). */
export function WishlistButton({ product, className = 'btn btn-outline-secondary' }: { product: Flagged; className?: string }) {
  const t = useShopT();
  const { toggleWishlist } = useShopActions();
  const on = product.isInWishlist;
  return (
    <button
      type="button"
      className={className}
      aria-pressed={on}
      aria-label={on ? t('product.removeFromWishlist', { name: product.name }) : t('product.addToWishlist', { name: product.name })}
      onClick={() => toggleWishlist(product.id, !on)}
    >
      <Heart size={16} aria-hidden="true" fill={on ? 'currentColor' : 'none'} className={on ? 'text-danger' : ''} />
    </button>
  );
}

/** Add to cart, or, once it is there, the way to the cart. */
export function CartButton({ product, className = 'btn btn-primary' }: { product: Flagged; className?: string }) {
  const t = useShopT();
  const { toggleCart } = useShopActions();
  if (product.isInCart) {
    return (
      <Link to="/apps/ecommerce/checkout" className={className.replace('btn-primary', 'btn-outline-primary')}>
        <ShoppingCart size={16} aria-hidden="true" className="me-1" />
        {t('product.viewInCart')}
      </Link>
    );
  }
  return (
    <button type="button" className={className} aria-label={t('product.addNamedToCart', { name: product.name })} onClick={() => toggleCart(product.id, true)}>
      <ShoppingCart size={16} aria-hidden="true" className="me-1" />
      {t('product.addToCart')}
    </button>
  );
}
