import type { RemoteMeta } from '@console/contracts';

/** The mock guards /apps/ecommerce/ with the Product subject (shared/mirage/src/domain-index.ts). */
export const shopAccess = { action: 'read', subject: 'Product' } as const;
const requires = shopAccess;

/**
 * What the shell knows of this remote before loading it (written into mf-manifest.json by the
 * build): where it mounts, its menu entries, searchable pages, the navbar cart widget, and texts.
 */
export const remoteMeta = {
  id: 'shop',
  basePath: '/apps/ecommerce',
  name: 'meta.shop',
  nav: [
    { label: 'meta.shop', to: '/apps/ecommerce/shop', icon: 'shopping-cart', order: 400, requires },
    { label: 'meta.wishlist', to: '/apps/ecommerce/wishlist', icon: 'heart', order: 401, requires },
    { label: 'meta.checkout', to: '/apps/ecommerce/checkout', icon: 'credit-card', order: 402, requires },
  ],
  pages: [
    { title: 'meta.shop', to: '/apps/ecommerce/shop', keywords: ['shop', 'products', 'catalogue', 'store', 'boutique', 'produits', 'متجر', 'منتجات'], requires },
    { title: 'meta.wishlist', to: '/apps/ecommerce/wishlist', keywords: ['wishlist', 'favourites', 'favoris', 'liste de souhaits', 'المفضلة'], requires },
    { title: 'meta.checkout', to: '/apps/ecommerce/checkout', keywords: ['cart', 'checkout', 'basket', 'order', 'panier', 'commande', 'سلة', 'الدفع'], requires },
  ],
  widgets: [{ slot: 'navbar', name: 'navbar-cart', order: 100, requires }],
  // The navbar search finds products by name (the catalogue's own search), each leading to its page.
  records: [{ group: 'meta.products', api: '/apps/ecommerce/products', params: { perPage: '4' }, list: 'products', title: 'name', detail: 'brand', to: '/apps/ecommerce/product-detail/{slug}-{id}', requires }],
  texts: {
    en: { meta: { shop: 'Shop', wishlist: 'Wishlist', checkout: 'Cart & checkout', products: 'Products' } },
    fr: { meta: { shop: 'Boutique', wishlist: 'Liste de souhaits', checkout: 'Panier et paiement', products: 'Produits' } },
    ar: { meta: { shop: 'المتجر', wishlist: 'قائمة الأمنيات', checkout: 'السلة والدفع', products: 'المنتجات' } },
  },
} as const satisfies RemoteMeta;
