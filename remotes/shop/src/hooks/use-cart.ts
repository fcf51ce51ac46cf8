import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@console/contracts';
import { fetchCart } from '../api/shop-api';

/** The cart, from the one cache entry the cart page, the checkout and the navbar share. */
export function useCart() {
  return useQuery({ queryKey: queryKeys.shop.cart, queryFn: ({ signal }) => fetchCart(signal) });
}
