import { z } from 'zod';
import { MAX_ORDER_LINES } from './checkout';
import { CART_VERSION } from './cart-rules';
import { clampCopies, MAX_COPIES, MIN_COPIES } from './print-pricing';

/**
 * The buyer's cart (docs/rules/checkout-and-payments.md#cart): prints kept in the browser's
 * localStorage under `CART_STORAGE_KEY` (cart-rules.ts) until they are paid, in one order with one shipping.
 * The stored value is versioned; it is read through `readStoredCart`, which keeps the lines
 * that are valid and drops the rest (an old or tampered value never breaks the page).
 */

export const cartLineSchema = z.object({
  /** The line's own id (the same print chosen twice is one line). */
  id: z.string().min(1).max(200),
  photoId: z.string().min(1).max(64),
  variantId: z.string().min(1).max(64),
  /** '' for a product without colours. */
  colorCode: z.string().max(64),
  copies: z.number().int().min(MIN_COPIES).max(MAX_COPIES),
  productAttributes: z.record(z.string().max(100), z.string().max(200)),
  /** What the buyer saw when adding it, to show the line before the quote answers. */
  title: z.string().max(300),
  product: z.string().max(300),
  thumbnailUrl: z.string().max(2000).nullable(),
});

export type CartLine = z.infer<typeof cartLineSchema>;

export interface Cart {
  version: typeof CART_VERSION;
  lines: CartLine[];
  /** The order opened for these lines, while it is being paid: cleared once it is paid. */
  checkoutOrderId: string | null;
}

export const emptyCart = (): Cart => ({ version: CART_VERSION, lines: [], checkoutOrderId: null });

const storedShape = z.object({
  version: z.literal(CART_VERSION),
  lines: z.array(z.unknown()),
  checkoutOrderId: z.string().max(64).nullable().optional(),
});

/** The stored cart, its valid lines only (at most MAX_ORDER_LINES); anything else: empty. */
export function readStoredCart(raw: string | null): Cart {
  if (raw === null) return emptyCart();
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return emptyCart();
  }
  const stored = storedShape.safeParse(value);
  if (!stored.success) return emptyCart();
  const lines: CartLine[] = [];
  for (const line of stored.data.lines) {
    const parsed = cartLineSchema.safeParse(line);
    if (parsed.success && !lines.some((l) => l.id === parsed.data.id)) lines.push(parsed.data);
  }
  return {
    version: CART_VERSION,
    lines: lines.slice(0, MAX_ORDER_LINES),
    checkoutOrderId: stored.data.checkoutOrderId ?? null,
  };
}

/** The id of a print as chosen: photo, product, colour and attributes. */
export function cartLineId(
  line: Pick<CartLine, 'photoId' | 'variantId' | 'colorCode' | 'productAttributes'>,
): string {
  const attributes = Object.entries(line.productAttributes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  return [line.photoId, line.variantId, line.colorCode, attributes].join('|');
}

export type CartAddResult = { ok: true; cart: Cart } | { ok: false; reason: 'full' };

/**
 * The cart with a print added: the same print chosen again adds its copies (up to
 * MAX_COPIES); a new print is a new line, refused once the cart has MAX_ORDER_LINES.
 * A cart being paid goes back to an open cart: its order is no longer what it holds.
 */
export function addToCart(cart: Cart, line: Omit<CartLine, 'id'>): CartAddResult {
  const id = cartLineId(line);
  const existing = cart.lines.find((l) => l.id === id);
  if (existing) {
    return {
      ok: true,
      cart: {
        ...cart,
        checkoutOrderId: null,
        lines: cart.lines.map((l) =>
          l.id === id ? { ...l, ...line, id, copies: clampCopies(l.copies + line.copies) } : l,
        ),
      },
    };
  }
  if (cart.lines.length >= MAX_ORDER_LINES) return { ok: false, reason: 'full' };
  return {
    ok: true,
    cart: { ...cart, checkoutOrderId: null, lines: [...cart.lines, { ...line, id }] },
  };
}

/** The cart with a line's copies changed, kept within MIN_COPIES–MAX_COPIES. */
export function setCartCopies(cart: Cart, id: string, copies: unknown): Cart {
  return {
    ...cart,
    checkoutOrderId: null,
    lines: cart.lines.map((l) => (l.id === id ? { ...l, copies: clampCopies(copies) } : l)),
  };
}

export function removeFromCart(cart: Cart, id: string): Cart {
  return { ...cart, checkoutOrderId: null, lines: cart.lines.filter((l) => l.id !== id) };
}

/** How many prints the cart holds (copies counted). */
export const cartCount = (cart: Cart): number =>
  cart.lines.reduce((sum, line) => sum + line.copies, 0);

export const cartMessages = {
  added: 'Añadido al carrito.',
  full: `El carrito admite ${MAX_ORDER_LINES} impresiones distintas como máximo.`,
  empty: 'Tu carrito está vacío.',
} as const;
