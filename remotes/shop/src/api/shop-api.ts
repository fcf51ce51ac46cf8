import { apiRequest } from '@console/auth';
import type {
  Address, CartProduct, CartProductResponse, CartResponse, CouponResponse, Order, OrderResponse, Payment, ProductDetail,
  ProductListResponse, ProductQuery, ProductResponse, WishlistResponse,
} from '@console/contracts';

/** One page of the catalogue; the brands go comma-separated (docs/api/shop.md). */
export function fetchProducts(query: ProductQuery, signal?: AbortSignal): Promise<ProductListResponse> {
  const { brands, freeShipping, ...rest } = query;
  return apiRequest<ProductListResponse>('/apps/ecommerce/products', {
    query: { ...rest, brands: brands?.join(','), freeShipping: freeShipping ? 'true' : undefined },
    signal,
  });
}

export async function fetchProduct(id: number, signal?: AbortSignal): Promise<ProductDetail> {
  return (await apiRequest<ProductResponse>(`/apps/ecommerce/products/${id}`, { signal })).product;
}

export async function fetchWishlist(signal?: AbortSignal): Promise<ProductDetail[]> {
  return (await apiRequest<WishlistResponse>('/apps/ecommerce/wishlist', { signal })).products;
}

export async function fetchCart(signal?: AbortSignal): Promise<CartProduct[]> {
  return (await apiRequest<CartResponse>('/apps/ecommerce/cart', { signal })).products;
}

export async function addToCart(productId: number): Promise<CartProduct> {
  return (await apiRequest<CartProductResponse>('/apps/ecommerce/cart', { method: 'POST', body: { productId } })).product;
}

export const removeFromCart = (productId: number) => apiRequest<unknown>(`/apps/ecommerce/cart/${productId}`, { method: 'DELETE' });

export async function setCartQuantity(productId: number, qty: number): Promise<CartProduct> {
  return (await apiRequest<CartProductResponse>(`/apps/ecommerce/cart/${productId}`, { method: 'PATCH', body: { qty } })).product;
}

export const addToWishlist = (productId: number) => apiRequest<ProductResponse>('/apps/ecommerce/wishlist', { method: 'POST', body: { productId } });
export const removeFromWishlist = (productId: number) => apiRequest<unknown>(`/apps/ecommerce/wishlist/${productId}`, { method: 'DELETE' });

export const checkCoupon = (code: string) => apiRequest<CouponResponse>('/apps/ecommerce/coupon', { method: 'POST', body: { code } });

export async function placeOrder(address: Address, payment: Payment, couponCode?: string): Promise<Order> {
  return (await apiRequest<OrderResponse>('/apps/ecommerce/orders', { method: 'POST', body: { address, payment, couponCode } })).order;
}
