import { useEffect, useId, useRef } from 'react';
import { Heart, ShoppingCart } from 'lucide-react';
import { Link } from '@console/router';
import { focusLost } from '@console/ui';
import { useShopT } from '../i18n/use-shop-t';
import { useShopActions } from '../hooks/use-shop-actions';
import { useShopPermissions } from '../hooks/use-shop-permissions';

interface Flagged {
  id: number;
  name: string;
  isInCart: boolean;
  isInWishlist: boolean;
}

/**
 * The heart: adds to or removes from the wishlist at once (rolled back if the server refuses); only
 * for an account that may. An account that may add but not remove still sees the heart of a product
 * it holds, pressed and disabled with the reason: hidden, it would vanish the moment it was pressed.
 */
export function WishlistButton({ product, className = 'btn btn-outline-secondary' }: { product: Flagged; className?: string }) {
  const t = useShopT();
  const { toggleWishlist } = useShopActions();
  const may = useShopPermissions();
  const reasonId = useId();
  const on = product.isInWishlist;
  const heart = <Heart size={16} aria-hidden="true" fill={on ? 'currentColor' : 'none'} className={on ? 'text-danger' : ''} />;
  if (on && !may.remove && may.add) {
    const reason = t('product.mayNotRemoveFromWishlist');
    return (
      // The tooltip sits on a wrapper: Bootstrap gives a disabled button no pointer events.
      <span className="d-inline-flex" title={reason}>
        <button type="button" className={className} aria-pressed="true" disabled aria-describedby={reasonId} aria-label={t('product.inWishlist', { name: product.name })}>
          {heart}
        </button>
        <span id={reasonId} className="visually-hidden">{reason}</span>
      </span>
    );
  }
  if (!(on ? may.remove : may.add)) return null;
  return (
    <button
      type="button"
      className={className}
      aria-pressed={on}
      aria-label={on ? t('product.removeFromWishlist', { name: product.name }) : t('product.addToWishlist', { name: product.name })}
      onClick={() => toggleWishlist(product.id, !on)}
    >
      {heart}
    </button>
  );
}

/**
 * Add to cart (for an account that may), or, once it is there, the way to the cart. The link takes
 * the place of the pressed button, so it takes its focus too (and gives it back if the server
 * refuses and the button returns); a change that came from elsewhere moves no focus.
 */
export function CartButton({ product, className = 'btn btn-primary' }: { product: Flagged; className?: string }) {
  const t = useShopT();
  const { toggleCart } = useShopActions();
  const may = useShopPermissions();
  const pressed = useRef(false);
  const link = useRef<HTMLAnchorElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const inCart = product.isInCart;
  useEffect(() => {
    if (!pressed.current) return;
    if (focusLost()) (inCart ? link : button).current?.focus();
    // Still the press's while the link holds the focus it took (the server may yet refuse).
    if (!inCart || document.activeElement !== link.current) pressed.current = false;
  }, [inCart]);
  if (inCart) {
    return (
      <Link
        ref={link}
        to="/apps/ecommerce/checkout"
        className={className.replace('btn-primary', 'btn-outline-primary')}
        // The user moved on: a later change (removed in the navbar's cart) is not this press's to follow.
        onBlur={(event) => {
          if (event.relatedTarget) pressed.current = false;
        }}
      >
        <ShoppingCart size={16} aria-hidden="true" className="me-1" />
        {t('product.viewInCart')}
      </Link>
    );
  }
  if (!may.add) return null;
  const add = () => {
    pressed.current = true;
    toggleCart(product.id, true);
  };
  return (
    <button ref={button} type="button" className={className} aria-label={t('product.addNamedToCart', { name: product.name })} onClick={add}>
      <ShoppingCart size={16} aria-hidden="true" className="me-1" />
      {t('product.addToCart')}
    </button>
  );
}
