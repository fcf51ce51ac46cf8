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

/** What the shop sells (an extension of spec §3: the catalogue filter's categories). */
export const productCategories = ['camera', 'microphone', 'light', 'streaming-kit', 'headphones', 'tripod', 'apparel', 'mug'] as const;
export type ProductCategory = (typeof productCategories)[number];

/** The quantity a cart line may hold (the spec adds with 1; the console caps a line at 10). */
export const cartQuantityRange = { min: 1, max: 10 } as const;

/** How a customer pays at checkout. */
export const checkoutPaymentMethods = ['card', 'paypal', 'cash'] as const;
export type CheckoutPaymentMethod = (typeof checkoutPaymentMethods)[number];

/** Coupon codes the mock accepts, with their percentage off the discounted subtotal. */
export const shopCoupons: Readonly<Record<string, number>> = { STUDIO10: 10, CREW15: 15 };

/** Delivery fee per cart line without free shipping, in cents. */
export const deliveryFeeCents = 500;

/** English text of each e-commerce message key (the mock's texts; the spec gives none). */
export const ecommerceMessagesEn = {
  'ecommerce.errors.productIdInvalid': 'A product id (a positive whole number) is required.',
  'ecommerce.errors.qtyRange': 'The quantity must be a whole number from 1 to 10.',
  'ecommerce.errors.couponUnknown': 'This coupon code is not valid.',
  'ecommerce.errors.couponRequired': 'Enter a coupon code.',
  'ecommerce.errors.fullNameRequired': 'Full name is required.',
  'ecommerce.errors.phoneInvalid': 'Enter a phone number of 7 to 15 digits.',
  'ecommerce.errors.streetRequired': 'Street address is required.',
  'ecommerce.errors.cityRequired': 'City is required.',
  'ecommerce.errors.postcodeInvalid': 'Enter a postcode of 3 to 10 letters or digits.',
  'ecommerce.errors.countryRequired': 'Country is required.',
  'ecommerce.errors.paymentMethodRequired': 'Choose a payment method.',
  'ecommerce.errors.cardNameRequired': 'Name on card is required.',
  'ecommerce.errors.cardNumberInvalid': 'Enter a card number of 13 to 19 digits.',
  'ecommerce.errors.cardNumberChecksum': 'Check the card number: it is not a valid card number.',
  'ecommerce.errors.cardExpiryInvalid': 'Enter the expiry date as MM/YY.',
  'ecommerce.errors.cardExpired': 'This card has expired.',
  'ecommerce.errors.cardCvvInvalid': 'Enter the 3 or 4 digit security code.',
  'ecommerce.errors.cartEmpty': 'The cart is empty.',
} satisfies Record<`ecommerce.errors.${string}`, string>;
