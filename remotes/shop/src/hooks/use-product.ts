import { useQuery } from '@tanstack/react-query';
import { queryKeys, type ProductQuery } from '@console/contracts';
import { fetchProduct, fetchProducts } from '../api/shop-api';

/** A product by id (disabled without one: an unparsable slug never calls the API). */
export function useProduct(id: number | undefined) {
  return useQuery({
    queryKey: queryKeys.shop.product(id ?? 0),
    queryFn: ({ signal }) => fetchProduct(id ?? 0, signal),
    enabled: id !== undefined,
  });
}

/** Up to four other products of the same category. */
export function useRelatedProducts(product: { id: number; category: ProductQuery['category'] } | undefined) {
  const query: ProductQuery = { category: product?.category, perPage: 5 };
  const related = useQuery({
    queryKey: queryKeys.shop.products(query),
    queryFn: ({ signal }) => fetchProducts(query, signal),
    enabled: product !== undefined,
  });
  return related.data?.products.filter((other) => other.id !== product?.id).slice(0, 4) ?? [];
}
