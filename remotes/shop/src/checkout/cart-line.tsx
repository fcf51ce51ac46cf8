import { Heart, Trash2, Truck } from 'lucide-react';
import { cartQuantityRange, toCents, type CartProduct } from '@console/contracts';
import { Link } from '@console/router';
import { useFormat } from '@console/ui';
import { ProductImage } from '../components/product-image';
import { productPath } from '../components/product-path';
import { useMoney } from '../components/use-money';
import { useShopActions } from '../hooks/use-shop-actions';
import { useShopPermissions } from '../hooks/use-shop-permissions';
import { useShopT } from '../i18n/use-shop-t';

const quantities = Array.from({ length: cartQuantityRange.max - cartQuantityRange.min + 1 }, (_, index) => cartQuantityRange.min + index);

/**
 * One cart line: quantity (saved at once), delivery date, offers, discount, remove, move to
 * wishlist. An account that may not change the cart sees its quantity in a disabled picker,
 * described by `readOnlyNote` (the id of the page's explanation), and no remove or move.
 */
export function CartLine({ line, readOnlyNote }: { line: CartProduct; readOnlyNote?: string }) {
  const t = useShopT();
  const money = useMoney();
  const { number, date } = useFormat();
  const { setQuantity, toggleCart, moveToWishlist } = useShopActions();
  const may = useShopPermissions();
  return (
    <article className="card card-body" aria-labelledby={`line-${line.id}`}>
      <div className="row g-3 align-items-center">
        <div className="col-3 col-md-2"><ProductImage src={line.image} name={line.name} /></div>
        <div className="col">
          <h3 className="h6 mb-1" id={`line-${line.id}`}><Link to={productPath(line)}>{line.name}</Link></h3>
          <p className="small text-body-secondary mb-1">{t('product.by', { brand: line.brand })}</p>
          <p className="small mb-1"><Truck size={14} aria-hidden="true" className="me-1" />{t('cart.delivery', { date: date(line.shippingDate) })}</p>
          <p className="small mb-0 text-success">
            {t('cart.offers', { count: line.offers, shown: number(line.offers) })} · {t('cart.discount', { percent: number(line.discountPercentage) })}
          </p>
        </div>
        <div className="col-12 col-md-auto d-flex flex-column gap-2 align-items-md-end">
          <span className="fw-semibold">{money(toCents(line.price) * line.qty)}</span>
          <label className="visually-hidden" htmlFor={`qty-${line.id}`}>{t('cart.quantity', { name: line.name })}</label>
          <select
            id={`qty-${line.id}`}
            className="form-select form-select-sm w-auto"
            value={line.qty}
            onChange={(event) => setQuantity(line.id, Number(event.target.value))}
            disabled={!may.add}
            aria-describedby={may.add ? undefined : readOnlyNote}
          >
            {quantities.map((qty) => <option key={qty} value={qty}>{number(qty)}</option>)}
          </select>
          <div className="d-flex gap-2">
            {may.remove && (
              <button type="button" className="btn btn-sm btn-outline-secondary" aria-label={t('cart.remove', { name: line.name })} onClick={() => toggleCart(line.id, false)}>
                <Trash2 size={14} aria-hidden="true" className="me-1" />{t('cart.removeShort')}
              </button>
            )}
            {/* A move adds to the wishlist and removes from the cart. */}
            {may.add && may.remove && (
              <button type="button" className="btn btn-sm btn-outline-primary" aria-label={t('cart.moveToWishlist', { name: line.name })} onClick={() => moveToWishlist(line.id)}>
                <Heart size={14} aria-hidden="true" className="me-1" />{t('cart.moveToWishlistShort')}
              </button>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}
