import { SearchX } from 'lucide-react';
import { productsPerPage } from '@console/contracts';
import { EmptyState, ErrorState, PageHeader, Pagination, SkeletonLines } from '@console/ui';
import { CatalogueFilters } from '../components/catalogue-filters';
import { CatalogueToolbar } from '../components/catalogue-toolbar';
import { ProductCard } from '../components/product-card';
import { noFilters } from '../hooks/catalogue-params';
import { useCatalogue } from '../hooks/use-catalogue';
import { useShopT } from '../i18n/use-shop-t';

/** The catalogue: search, sort, filters and pages, all in the URL; grid or list. */
export default function CataloguePage() {
  const t = useShopT();
  const { values, set, products } = useCatalogue();
  const data = products.data;
  const grid = values.view === 'grid';
  return (
    <>
      <PageHeader title={t('catalogue.title')} />
      {/* From 768 px the filters are a column beside the products; on a phone they fold behind a Filters button above them. */}
      <div className="row g-4">
        <div className="col-md-4 col-lg-3">
          <CatalogueFilters values={values} set={set} brands={data?.brands ?? []} />
        </div>
        <div className="col-md-8 col-lg-9">
          <CatalogueToolbar values={values} set={set} total={data?.total} />
          {products.isError && <ErrorState message={t('loadFailed')} stale={Boolean(data)} onRetry={() => void products.refetch()} />}
          {!data && products.isPending && <SkeletonLines lines={6} label={t('loading')} />}
          {data && data.total === 0 && (
            <EmptyState
              icon={SearchX}
              title={t('catalogue.emptyTitle')}
              text={t('catalogue.emptyText')}
              action={<button type="button" className="btn btn-primary" onClick={() => set(noFilters)}>{t('filters.clearAll')}</button>}
            />
          )}
          {data && data.total > 0 && (
            <>
              <ul className={`list-unstyled row g-3${grid ? ' row-cols-1 row-cols-sm-2 row-cols-xl-3' : ' row-cols-1'}`} aria-label={t('catalogue.products')} aria-busy={products.isFetching}>
                {data.products.map((product) => (
                  <li key={product.id} className="col">
                    <ProductCard product={product} layout={values.view} />
                  </li>
                ))}
              </ul>
              <Pagination page={values.page} perPage={productsPerPage} total={data.total} onPageChange={(page) => set({ page })} itemLabel={t('catalogue.itemLabel')} label={t('catalogue.pages')} />
            </>
          )}
        </div>
      </div>
    </>
  );
}
