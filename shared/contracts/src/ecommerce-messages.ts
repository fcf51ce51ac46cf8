// The ecommerce domain's value lists and message texts, apart from its schemas: the sign-in page
// bundles every domain's English messages, and must not bring the schemas along (module-level
// chunks: a module the mock also uses would carry its schemas onto the login page).
/** Spec §3 Product rating: a whole number of stars. */
export const productRatings = [1, 2, 3, 4, 5] as const;
export type ProductRating = (typeof productRatings)[number];

/** Colours a product comes in: CSS colour names, so they work both as swatches and as labels. */
export const productColors = ['black', 'white', 'silver', 'gray', 'navy', 'royalblue', 'crimson', 'orange', 'olive', 'teal'] as const;
export type ProductColor = (typeof productColors)[number];

/** Spec §7 product list orders; featured is the catalogue's own order (default). */
export const productSorts = ['featured', 'price-asc', 'price-desc'] as const;
export type ProductSort = (typeof productSorts)[number];

/** Spec §9: the shop's page size. */
export const productsPerPage = 9;

/** English text of each e-commerce message key (the mock's texts; the spec gives none). */
export const ecommerceMessagesEn = {
  'ecommerce.errors.productIdInvalid': 'A product id (a positive whole number) is required.',
} satisfies Record<`ecommerce.errors.${string}`, string>;
