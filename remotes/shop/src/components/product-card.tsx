import { Truck } from 'lucide-react';
import type { ProductListItem } from '@console/contracts';
import { Link } from '@console/router';
import { useShopT } from '../i18n/use-shop-t';
import { CartButton, WishlistButton } from './product-actions';
import { ProductImage } from './product-image';
import { productPath } from './product-path';
import { RatingStars } from './rating-stars';
import { useMoney } from './use-money';
import { toCents } from '@console/contracts';

/** One product of the catalogue, as a card (grid) or a row (list). */
export function ProductCard({ product, layout }: { product: ProductListItem; layout: 'grid' | 'list' }) {
  const t = useShopT();
  const money = useMoney();
  const list = layout === 'list';
  return (
    <article className={`card h-100 shop-card${list ? ' flex-sm-row' : ''}`} aria-labelledby={`product-${product.id}`}>
      <div className={`p-3 text-center${list ? ' shop-card-image-list' : ''}`}>
        <ProductImage src={product.image} name={product.name} className="shop-card-image" />
      </div>
      <div className="card-body d-flex flex-column gap-1">
        <div className="d-flex justify-content-between align-items-center">
          <RatingStars rating={product.rating} />
          <span className="fw-semibold" data-testid="price">{money(toCents(product.price))}</span>
        </div>
        <h2 className="h6 mb-0" id={`product-${product.id}`}>
          <Link to={productPath(product)}>{product.name}</Link>
        </h2>
        <p className="small text-body-secondary mb-0">
          {t('product.by', { brand: product.brand })} · {t(`categories.${product.category}`)}
        </p>
        {product.hasFreeShipping && (
          <p className="small text-success mb-0">
            <Truck size={14} aria-hidden="true" className="me-1" />
            {t('product.freeShipping')}
          </p>
        )}
        {list && <p className="small mb-0">{product.description}</p>}
        <div className="d-flex gap-2 mt-auto pt-2">
          <WishlistButton product={product} />
          <CartButton product={product} className="btn btn-primary flex-grow-1" />
        </div>
      </div>
    </article>
  );
}
