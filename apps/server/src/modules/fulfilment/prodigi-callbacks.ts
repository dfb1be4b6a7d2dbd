import { isDeepStrictEqual } from 'node:util';
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

/**
 * Where Prodigi's view of the order takes our prints: an order Prodigi has is at least
 * submitted, whatever our side missed (a submission's answer lost, a callback first).
 */
export function statusFromProdigi(order: ProdigiOrder): PrintStatus {
  const { stage, details } = order.status;
  if (stage.toLowerCase() === 'cancelled') return 'cancelled';
  if (stage.toLowerCase() === 'complete') return 'complete';
  if (order.shipments.some((s) => s.status.toLowerCase() === 'shipped')) return 'shipped';
  const production = details.inProduction.toLowerCase();
  if (production === 'inprogress' || production === 'complete') return 'in_production';
  return 'submitted';
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

/** What applying Prodigi's view of an order did to ours. */
export type ProdigiSync =
  | { result: 'unknown_order' }
  | {
      result: 'handled';
      /** Our prints' status and Prodigi's stage as we had them, and as they are now. */
      status: { from: PrintStatus; to: PrintStatus };
      stage: { from: string | null; to: string };
      /** Tracking numbers seen for the first time (their emails are queued). */
      newTracking: string[];
      /** Whether anything of ours changed. */
      changed: boolean;
    };

/**
 * Applies Prodigi's view of one of our orders (a callback's, or the reconciliation's reading),
 * in one transaction with the order's row locked: the status moves forward only (the rule in
 * contracts), shipments are merged, and a shipment's tracking email is queued the first time
 * its number is seen, so the same event delivered twice, even at once, emails the buyer once.
 * Nothing is written when nothing changed.
 */
export function createProdigiOrderSync(deps: {
  orders: Pick<PrintOrders, 'transaction'>;
  queueShipmentEmail: (orderId: string, shipmentId: string, tx: JobTransaction) => Promise<void>;
}) {
  return async function apply(prodigiOrder: ProdigiOrder): Promise<ProdigiSync> {
    const orderId = prodigiOrder.merchantReference;
    if (!orderId || !UUID.test(orderId)) return { result: 'unknown_order' };
    return deps.orders.transaction(async (orders, tx): Promise<ProdigiSync> => {
      if (!(await orders.lockForUpdate(orderId))) return { result: 'unknown_order' };
      const order = await orders.findById(orderId);
      const print = order?.print;
      if (!order || !print) return { result: 'unknown_order' };
      // Our merchantReference on someone else's Prodigi order: not ours to apply.
      if (print.prodigiOrderId !== null && print.prodigiOrderId !== prodigiOrder.id) {
        return { result: 'unknown_order' };
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
      const moved = await orders.moveTo(order.id, target, {
        ...change,
        ...(target === 'cancelled' ? { problem: PRODIGI_CANCELLED_REASON } : {}),
        ...(print.submittedAt === null ? { submittedAt: new Date() } : {}),
      });
      const same =
        print.prodigiOrderId === change.prodigiOrderId &&
        print.stage === change.stage &&
        isDeepStrictEqual(print.shipments, shipments);
      if (!moved.moved && !same) await orders.update(order.id, change);
      for (const shipment of newlyTracked) {
        await deps.queueShipmentEmail(order.id, shipment.id, tx);
      }
      return {
        result: 'handled',
        status: { from: print.status, to: moved.moved ? target : print.status },
        stage: { from: print.stage, to: change.stage },
        newTracking: newlyTracked.flatMap((s) => (s.tracking?.number ? [s.tracking.number] : [])),
        changed: moved.moved || !same,
      };
    });
  };
}

/** Prodigi's callbacks: each applies the order it carries (see `createProdigiOrderSync`). */
export function createCallbackHandler(deps: Parameters<typeof createProdigiOrderSync>[0]) {
  const apply = createProdigiOrderSync(deps);
  return async function handle(callback: Callback): Promise<'handled' | 'unknown_order'> {
    return (await apply(callback.data.order)).result;
  };
}
