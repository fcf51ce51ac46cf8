import type { RemoteModule } from '@console/contracts';
import { remoteMeta, shopAccess } from './remote-meta';

const requires = shopAccess;

// The remote's own texts, one chunk per language, loaded with its first page.
const texts = {
  en: () => import(/* webpackChunkName: "shop-texts-en" */ './i18n/en'),
  fr: () => import(/* webpackChunkName: "shop-texts-fr" */ './i18n/fr'),
  ar: () => import(/* webpackChunkName: "shop-texts-ar" */ './i18n/ar'),
};

/** The Shop remote as the shell sees it: catalogue, product detail, wishlist, checkout and the navbar cart. */
const shopModule = {
  meta: remoteMeta,
  routes: [
    { path: '', load: () => import('./pages/catalogue-page'), requires },
    { path: 'shop', load: () => import('./pages/catalogue-page'), requires },
    { path: 'product-detail/:slug', load: () => import('./pages/product-page'), requires },
    { path: 'wishlist', load: () => import('./pages/wishlist-page'), requires },
    { path: 'checkout', load: () => import('./pages/checkout-page'), requires },
  ],
  texts: async (language) => (await texts[language]()).default,
  widgets: { 'navbar-cart': () => import(/* webpackChunkName: "shop-navbar-cart" */ './widgets/navbar-cart') },
} satisfies RemoteModule;

export default shopModule;
