import { buyerOrderMessages as msg, type BuyerOrder } from '@shop/contracts';
import type { Order } from '#src/modules/orders/orders.port';
import type { ProviderOrders } from '#src/workflows/provider-orders/provider-orders';

type Actions = BuyerOrder['actions'];
type Why = (typeof msg.unavailable)[keyof typeof msg.unavailable];

/** Nothing to offer and nothing to explain (no prints, unpaid, cancelled, a test order). */
export const NO_ACTIONS: Actions = {
  changeAddress: false,
  cancel: false,
  changeAddressUnavailable: null,
  cancelUnavailable: null,
};

const refused = (why: Why): Actions => ({
  changeAddress: false,
  cancel: false,
  changeAddressUnavailable: why.changeAddress,
  cancelUnavailable: why.cancel,
});

/** How long the page's answer from Prodigi is reused (every page load would ask it again). */
export const ACTIONS_CACHE_MS = 15_000;

/**
 * What the buyer may do with an order's prints: Prodigi's own answer (its order's `actions`)
 * while the order is at the lab, each refusal said in the buyer's words by where the prints
 * are (docs/rules/checkout-and-payments.md#buyer-order-page). The page's answer is kept
 * briefly; a change asks again (`fresh`), as the lab may have moved on since.
 */
export function createBuyerOrderActions(deps: {
  providerOrders: Pick<ProviderOrders, 'availability'>;
  log: { error(obj: unknown, message: string): void };
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const cache = new Map<string, { at: number; actions: Actions }>();

  async function fromProdigi(order: Order, prodigiOrderId: string, fresh: boolean) {
    const kept = cache.get(prodigiOrderId);
    if (!fresh && kept && now() - kept.at < ACTIONS_CACHE_MS) return kept.actions;
    try {
      const prodigi = await deps.providerOrders.availability(prodigiOrderId);
      const changeAddress = prodigi.changeRecipientDetails.isAvailable === 'Yes';
      const cancel = prodigi.cancel.isAvailable === 'Yes';
      // Prodigi allows nothing once production starts; our stage may not know it yet.
      const why = msg.unavailable.inProduction;
      const actions: Actions = {
        changeAddress,
        cancel,
        changeAddressUnavailable: changeAddress ? null : why.changeAddress,
        cancelUnavailable: cancel ? null : why.cancel,
      };
      for (const [id, entry] of cache) if (now() - entry.at >= ACTIONS_CACHE_MS) cache.delete(id);
      cache.set(prodigiOrderId, { at: now(), actions });
      return actions;
    } catch (err) {
      // The page still shows the order; the actions wait until Prodigi answers again.
      deps.log.error({ err, orderId: order.id }, "buyer's order page: Prodigi's actions not read");
      return refused(msg.unavailable.labUnreachable);
    }
  }

  return {
    async of(order: Order, options: { fresh?: boolean } = {}): Promise<Actions> {
      const print = order.print;
      if (order.isTest || !print) return NO_ACTIONS;
      if (order.status !== 'paid' && order.status !== 'partially_refunded') return NO_ACTIONS;
      switch (print.status) {
        case 'cancelled':
          return NO_ACTIONS;
        case 'shipped':
        case 'complete':
          return refused(msg.unavailable.shipped);
        case 'pending':
        case 'failed':
          return refused(msg.unavailable.notAtLab);
        // Prodigi's InProgress begins before production (its assets, its lab): it says.
        case 'submitted':
        case 'in_production':
          return print.prodigiOrderId
            ? fromProdigi(order, print.prodigiOrderId, options.fresh ?? false)
            : refused(msg.unavailable.notAtLab);
      }
    },
    /** A change was made: the next page load asks Prodigi again. */
    forget(prodigiOrderId: string) {
      cache.delete(prodigiOrderId);
    },
  };
}
