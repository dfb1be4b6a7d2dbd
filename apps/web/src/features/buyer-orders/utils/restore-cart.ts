import { addToCart, cartLineId, readStoredCart, type BuyerOrder } from '@shop/contracts';
import { readCartRaw, writeCartRaw } from '@/lib/cart-store';

/**
 * An unpaid order's prints back in the cart (docs/rules/checkout-and-payments.md#receipt),
 * each as the buyer chose it, beside what the cart holds now, so 'Volver al carrito' finds
 * them to pay again. A print the cart already holds (the cart this order was opened for is
 * still there when its payment fails) is left as it is: going back never doubles it.
 */
export function restoreCartFrom(order: Pick<BuyerOrder, 'items' | 'printChoices'>): void {
  let cart = readStoredCart(readCartRaw());
  order.printChoices.forEach((choice, index) => {
    if (cart.lines.some((line) => line.id === cartLineId(choice))) return;
    const item = order.items[index];
    const added = addToCart(cart, {
      ...choice,
      title: item?.title ?? '',
      product: item?.product ?? '',
      thumbnailUrl: item?.thumbnailUrl ?? null,
    });
    if (added.ok) cart = added.cart;
  });
  writeCartRaw(JSON.stringify(cart));
}
