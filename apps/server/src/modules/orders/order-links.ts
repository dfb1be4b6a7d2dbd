import { paths } from '@shop/contracts';
import { sameSecret, sign } from '#src/infra/secrets';

/**
 * Signed links to an order's page (`/pedido/{id}?firma=…`), for the buyer's emails: an
 * HMAC-SHA256 of the order id under a key of its own, compared in constant time. They do not
 * expire (docs/decisions/021-buyer-order-links.md): the emails that carry them are the buyer's
 * record of the order.
 */
export function createOrderLinks(options: { key: Buffer; publicUrl: string }) {
  const signatureOf = (orderId: string) => sign(options.key, `order-page:${orderId}`);
  return {
    /** The page's whole URL, as the emails give it. */
    url: (orderId: string) =>
      `${options.publicUrl}${paths.buyerOrder.build(orderId, signatureOf(orderId))}`,
    /** The page's path with its signature: the checkout's receipt, for the buyer paying. */
    path: (orderId: string) => paths.buyerOrder.build(orderId, signatureOf(orderId)),
    /** Whether `signature` is this order's. */
    verify: (orderId: string, signature: string) => sameSecret(signature, signatureOf(orderId)),
  };
}

export type OrderLinks = ReturnType<typeof createOrderLinks>;
