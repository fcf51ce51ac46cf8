import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productsPerPage, queryKeys } from '@console/contracts';
import { useUrlState } from '@console/ui';
import { useLastPageWhenPastEnd } from '@console/ui/query';
import { fetchProducts } from '../api/shop-api';
import { catalogueParams, catalogueQuery } from './catalogue-params';

/** The catalogue's URL state and the page of products it asks for (the last page stays while the next loads). */
export function useCatalogue() {
  const [values, set] = useUrlState(catalogueParams, { pageKey: 'page' });
  const query = useMemo(() => catalogueQuery(values), [values]);
  const products = useQuery({
    queryKey: queryKeys.shop.products(query),
    queryFn: ({ signal }) => fetchProducts(query, signal),
    placeholderData: keepPreviousData,
  });
  const answered = products.isSuccess && !products.isPlaceholderData ? products.data : undefined;
  useLastPageWhenPastEnd(answered && { rows: answered.products.length, total: answered.total }, { page: values.page, perPage: productsPerPage }, set);
  return { values, set, products };
}
