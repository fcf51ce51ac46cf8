import { Truck } from 'lucide-react';
import { toCents } from '@console/contracts';
import { isNotFound } from '@console/auth';
import { Link, useParams } from '@console/router';
import { PageHeader, SectionCard, SkeletonLines } from '@console/ui';
import { LoadFailure } from '../components/load-failure';
import { CartButton, WishlistButton } from '../components/product-actions';
import { ProductNotFound } from '../components/product-not-found';
import { ProductImage } from '../components/product-image';
import { parseProductSegment, productPath } from '../components/product-path';
import { RatingStars } from '../components/rating-stars';
import { useMoney } from '../components/use-money';
import { useLoadFailure } from '../hooks/use-load-failure';
import { useProduct, useRelatedProducts } from '../hooks/use-product';
import { useShopT } from '../i18n/use-shop-t';

/** One product, from the id at the end of its slug; an unknown product (or slug) says so, with the way back to the shop. */
export default function ProductPage() {
  const t = useShopT();
  const money = useMoney();
  const segment = parseProductSegment(useParams().slug ?? '');
  const product = useProduct(segment?.id);
  const related = useRelatedProducts(product.data);
  const load = useLoadFailure(product);
  // A 404 held through a background refetch is still not found. Only the API's 404 counts: a failure
  // (500, offline, a timeout) is no answer about the product, and keeps its message and Retry below.
  const notFound = !segment || isNotFound(product.error) || isNotFound(load.error) || (product.data && product.data.slug !== segment.slug);
  if (notFound) return <ProductNotFound />;
  const breadcrumb = [{ label: t('breadcrumb'), to: '/apps/ecommerce/shop' }];
  const item = product.data;
  if (!item) {
    // Until the product is here (or when it cannot be), the page still has its heading and its way back.
    return (
      <>
        <PageHeader title={t('product.title')} breadcrumb={breadcrumb} />
        {load.failed ? <LoadFailure sentence={t('product.loadFailed')} error={load.error} onRetry={load.retry} /> : <SkeletonLines lines={8} label={t('loading')} />}
      </>
    );
  }
  return (
    <>
      <PageHeader title={item.name} breadcrumb={breadcrumb} />
      {/* A failed refetch (after a cart change, a language switch) keeps the product on screen. */}
      {product.isError && <LoadFailure sentence={t('product.loadFailed')} error={product.error} stale onRetry={() => void product.refetch()} />}
      <div className="card card-body mb-4">
        <div className="row g-4">
          <div className="col-md-5 text-center">
            <ProductImage src={item.image} name={item.name} className="shop-detail-image" />
          </div>
          <div className="col-md-7 d-flex flex-column gap-2">
            <p className="mb-0 text-body-secondary">{t('product.by', { brand: item.brand })} · {t(`categories.${item.category}`)}</p>
            <div className="d-flex align-items-center gap-3">
              <span className="h4 mb-0">{money(toCents(item.price))}</span>
              <RatingStars rating={item.rating} />
            </div>
            {item.hasFreeShipping && <p className="mb-0"><Truck size={16} aria-hidden="true" className="me-1" />{t('product.freeShipping')}</p>}
            <h2 className="h6 mt-2 mb-0">{t('product.description')}</h2>
            <p>{item.description}</p>
            <h2 className="h6 mb-0">{t('product.colors')}</h2>
            <ul className="list-inline mb-2">
              {item.colorOptions.map((color) => (
                <li key={color} className="list-inline-item d-inline-flex align-items-center gap-1 me-3">
                  <span className="shop-swatch border rounded-circle" style={{ backgroundColor: color }} aria-hidden="true" />
                  {t(`colors.${color}`)}
                </li>
              ))}
            </ul>
            <div className="d-flex gap-2">
              <CartButton product={item} />
              <WishlistButton product={item} />
            </div>
          </div>
        </div>
      </div>
      {related.length > 0 && (
        <SectionCard title={t('product.related')}>
          <ul className="list-unstyled row row-cols-2 row-cols-md-4 g-3 mb-0">
            {related.map((other) => (
              <li key={other.id} className="col text-center">
                <ProductImage src={other.image} name={other.name} className="shop-related-image" />
                <Link to={productPath(other)} className="d-block small mt-1">{other.name}</Link>
                <span className="small text-body-secondary">{money(toCents(other.price))}</span>
              </li>
            ))}
          </ul>
        </SectionCard>
      )}
    </>
  );
}
