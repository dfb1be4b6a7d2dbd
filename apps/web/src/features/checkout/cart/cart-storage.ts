import { useMemo, useSyncExternalStore } from 'react';
import {
  addToCart,
  cartMessages,
  emptyCart,
  readStoredCart,
  type Cart,
  type CartLine,
} from '@shop/contracts';
import { readCartRaw, subscribeCart, writeCartRaw } from '@/lib/cart-store';

/** The stored cart, checked by the contract's schema (bad lines dropped). */
export const loadCart = (): Cart => readStoredCart(readCartRaw());

/** Stores the cart; an empty one that is not being paid is removed. */
export function saveCart(cart: Cart): void {
  writeCartRaw(
    cart.lines.length === 0 && cart.checkoutOrderId === null ? null : JSON.stringify(cart),
  );
}

/** The cart as stored, following every change (this tab's and other tabs'). */
export function useCart(): Cart {
  const raw = useSyncExternalStore(subscribeCart, readCartRaw, () => null);
  return useMemo(() => (raw === null ? emptyCart() : readStoredCart(raw)), [raw]);
}

/** Adds a print to the stored cart; the answer is what the buyer reads. */
export function addLine(line: Omit<CartLine, 'id'>): { ok: boolean; message: string } {
  const result = addToCart(loadCart(), line);
  if (!result.ok) return { ok: false, message: cartMessages.full };
  saveCart(result.cart);
  return { ok: true, message: cartMessages.added };
}
