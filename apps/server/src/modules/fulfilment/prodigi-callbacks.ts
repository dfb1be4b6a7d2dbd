import type { PrintStatus } from '@shop/contracts';
import type { Callback, OrderShipment } from '@shop/prodigi';
import type { StoredShipment } from '#src/db/schema/index';
import type { JobTransaction } from '#src/infra/jobs';
import type { PrintOrders } from '#src/modules/orders/orders.port';

/** Prodigi's cancellation of an order we were paid for: the admin decides on the refund. */
export const PRODIGI_CANCELLED_REASON =
  'Prodigi ha cancelado el pedido: revisa si hay que reembolsar al comprador.';

type ProdigiOrder = Callback['data']['order'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const toStoredShipment = (shipment: OrderShipment): StoredShipment => ({
  id: shipment.id,
  status: shipment.status,
  carrier: { name: shipment.carrier.name, service: shipment.carrier.service },
  tracking: shipment.tracking
    ? { number: shipment.tracking.number || null, url: shipment.tracking.url || null }
    : null,
  dispatchDate: shipment.dispatchDate,
});

/** Where Prodigi's view of the order takes our prints (null: nowhere new). */
export function statusFromProdigi(order: ProdigiOrder): PrintStatus | null {
  const { stage, details } = order.status;
  if (stage.toLowerCase() === 'cancelled') return 'cancelled';
  if (stage.toLowerCase() === 'complete') return 'complete';
  if (order.shipments.some((s) => s.status.toLowerCase() === 'shipped')) return 'shipped';
  const production = details.inProduction.toLowerCase();
  if (production === 'inprogress' || production === 'complete') return 'in_production';
  return null;
}

/**
 * The shipments to keep: Prodigi's latest list, never losing a tracking number an earlier
 * callback gave (callbacks can arrive late and out of order).
 */
export function mergeShipments(
  known: readonly StoredShipment[],
  latest: readonly StoredShipment[],
): StoredShipment[] {
  const byId = new Map(known.map((s) => [s.id, s]));
  for (const shipment of latest) {
    const before = byId.get(shipment.id);
    byId.set(
      shipment.id,
      before?.tracking?.number && !shipment.tracking?.number
        ? { ...shipment, tracking: before.tracking }
        : shipment,
    );
  }
  return [...byId.values()];
}

/**
 * Applies one Prodigi callback to our order, in one transaction with the order's row
 * locked: the status moves forward only (the rule in contracts), shipments are merged, and a
 * shipment's tracking email is queued the first time its number is seen, so the same event
 * delivered twice, even at once, emails the buyer once.
 */
export function createCallbackHandler(deps: {
  orders: Pick<PrintOrders, 'transaction'>;
  queueShipmentEmail: (orderId: string, shipmentId: string, tx: JobTransaction) => Promise<void>;
}) {
  return async function handle(callback: Callback): Promise<'handled' | 'unknown_order'> {
    const prodigiOrder = callback.data.order;
    const orderId = prodigiOrder.merchantReference;
    if (!orderId || !UUID.test(orderId)) return 'unknown_order';
    return deps.orders.transaction(async (orders, tx) => {
      if (!(await orders.lockForUpdate(orderId))) return 'unknown_order';
      const order = await orders.findById(orderId);
      const print = order?.print;
      if (!order || !print) return 'unknown_order';
      // Our merchantReference on someone else's Prodigi order: not ours to apply.
      if (print.prodigiOrderId !== null && print.prodigiOrderId !== prodigiOrder.id) {
        return 'unknown_order';
      }
      const shipments = mergeShipments(
        print.shipments,
        prodigiOrder.shipments.map(toStoredShipment),
      );
      const before = new Map(print.shipments.map((s) => [s.id, s]));
      const newlyTracked = shipments.filter(
        (s) => s.tracking?.number && !before.get(s.id)?.tracking?.number,
      );
      const change = {
        prodigiOrderId: prodigiOrder.id,
        stage: prodigiOrder.status.stage,
        shipments,
      };
      const target = statusFromProdigi(prodigiOrder);
      const moved = target
        ? await orders.moveTo(order.id, target, {
            ...change,
            ...(target === 'cancelled' ? { problem: PRODIGI_CANCELLED_REASON } : {}),
          })
        : { moved: false };
      if (!moved.moved) await orders.update(order.id, change);
      for (const shipment of newlyTracked) {
        await deps.queueShipmentEmail(order.id, shipment.id, tx);
      }
      return 'handled';
    });
  };
}
