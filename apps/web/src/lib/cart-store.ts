import { useSyncExternalStore } from 'react';
import { CART_STORAGE_KEY } from '@shop/contracts';

/**
 * The cart's place in localStorage, as a small store: the raw value, who listens to it (this
 * tab, and other tabs through the `storage` event), and the count the header shows. Zod-free
 * and tiny, as every page's header uses it; the cart's lines are read and checked by the
 * contract's schema (`readStoredCart`) only where they are used (the cart page, 'Añadir al
 * carrito'), in chunks of their own.
 */
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readCartRaw(): string | null {
  try {
    return storage()?.getItem(CART_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Stores the cart (null: removes it) and tells every listener of this tab. */
export function writeCartRaw(value: string | null): void {
  try {
    const store = storage();
    if (value === null) store?.removeItem(CART_STORAGE_KEY);
    else store?.setItem(CART_STORAGE_KEY, value);
  } catch {
    // Storage full or refused (private mode): the cart lives until the page closes.
  }
  for (const listener of listeners) listener();
}

export function subscribeCart(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

let counted: { raw: string | null; count: number } = { raw: null, count: 0 };

/** The copies in the stored cart, by a loose reading (the header's badge only). */
export function cartCountOf(raw: string | null): number {
  if (raw === counted.raw) return counted.count;
  let count = 0;
  try {
    const value = JSON.parse(raw ?? 'null') as { lines?: unknown } | null;
    if (value && Array.isArray(value.lines)) {
      for (const line of value.lines as ({ copies?: unknown } | null)[]) {
        if (typeof line?.copies === 'number' && line.copies >= 1 && line.copies <= 10) {
          count += Math.trunc(line.copies);
        }
      }
    }
  } catch {
    count = 0;
  }
  counted = { raw, count };
  return count;
}

/** How many prints the cart holds; 0 on the server and while hydrating. */
export function useCartCount(): number {
  return useSyncExternalStore(
    subscribeCart,
    () => cartCountOf(readCartRaw()),
    () => 0,
  );
}

/**
 * Empties the cart once the order opened for it is paid (the receipt of that order): a cart
 * changed since, or opened for another order, stays.
 */
export function clearCartPaidBy(orderId: string): void {
  const raw = readCartRaw();
  if (raw === null) return;
  try {
    const value = JSON.parse(raw) as { checkoutOrderId?: unknown } | null;
    if (value?.checkoutOrderId === orderId) writeCartRaw(null);
  } catch {
    // Unreadable: the cart page drops it on its own.
  }
}
