/**
 * Where the buyer's cart is kept in the browser, and the version of what is stored there
 * (docs/rules/checkout-and-payments.md#cart). Zod-free: every page's header reads the count.
 * The stored value's schema is cart.ts.
 */
export const CART_STORAGE_KEY = 'shop:cart';
export const CART_VERSION = 1;
