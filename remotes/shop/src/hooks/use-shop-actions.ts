import { queryKeys } from '@console/contracts';
import { useOptimisticMutation } from '@console/ui/query';
import { addToCart, addToWishlist, removeFromCart, removeFromWishlist, setCartQuantity } from '../api/shop-api';
import { applyProductChange, type ProductChange } from './cache-updates';

interface Toggle {
  productId: number;
  on: boolean;
}

const shopChange = <TVariables,>(toChange: (variables: TVariables) => ProductChange) => ({
  queryKey: queryKeys.shop.all,
  apply: (data: unknown, variables: TVariables) => applyProductChange(data, toChange(variables)),
});

/**
 * The shop's changes, each shown at once in every cached view (catalogue, detail, wishlist, cart,
 * navbar) and taken back with a toast if the server refuses; the shop is refetched either way.
 */
export function useShopActions() {
  const cart = useOptimisticMutation({
    mutationFn: ({ productId, on }: Toggle) => (on ? addToCart(productId) : removeFromCart(productId)),
    ...shopChange(({ productId, on }: Toggle) => ({ productId, isInCart: on })),
  });
  const wishlist = useOptimisticMutation({
    mutationFn: ({ productId, on }: Toggle) => (on ? addToWishlist(productId) : removeFromWishlist(productId)),
    ...shopChange(({ productId, on }: Toggle) => ({ productId, isInWishlist: on })),
  });
  const quantity = useOptimisticMutation({
    mutationFn: ({ productId, qty }: { productId: number; qty: number }) => setCartQuantity(productId, qty),
    ...shopChange(({ productId, qty }: { productId: number; qty: number }) => ({ productId, qty })),
  });
  // A move is two calls; the cached views show both halves at once.
  const moveToWishlist = useOptimisticMutation({
    mutationFn: async (productId: number) => {
      await addToWishlist(productId);
      await removeFromCart(productId);
    },
    ...shopChange((productId: number) => ({ productId, isInCart: false, isInWishlist: true })),
  });
  const moveToCart = useOptimisticMutation({
    mutationFn: async (productId: number) => {
      await addToCart(productId);
      await removeFromWishlist(productId);
    },
    ...shopChange((productId: number) => ({ productId, isInCart: true, isInWishlist: false })),
  });
  return {
    toggleCart: (productId: number, on: boolean) => cart.mutate({ productId, on }),
    toggleWishlist: (productId: number, on: boolean) => wishlist.mutate({ productId, on }),
    setQuantity: (productId: number, qty: number) => quantity.mutate({ productId, qty }),
    moveToWishlist: (productId: number) => moveToWishlist.mutate(productId),
    moveToCart: (productId: number) => moveToCart.mutate(productId),
  };
}
