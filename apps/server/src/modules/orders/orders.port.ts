import { canMoveTo, type OrderStatus } from '@shop/contracts';
import type { Database } from '#src/db/client';
import type { OriginalStorage } from '#src/lib/original-storage';
import { createPrintOrder, type NewPrintOrder } from './print-orders';
import {
  createOrdersRepository,
  UNPAID_STATUSES,
  type NewOrder,
  type NewOrderItem,
  type Order,
  type OrderItemRow,
  type StatusChange,
} from './orders.repository';

export type { NewOrder, NewOrderItem, Order, OrderItemRow, StatusChange };
export { orderPrintFileKey } from './order-files';
export { checkRecipient, storedRecipient } from './recipient';
export type { NewPrintOrder };

/** What a status change came to. */
export type MoveResult =
  | { moved: true; from: OrderStatus }
  /** Not a move from where the order is (a late or repeated event), or no such order. */
  | { moved: false; status: OrderStatus | null };

/**
 * The orders domain's port, for checkout, payments and fulfilment: orders with typed line
 * items (a print now, tickets next), their status by the one rule in contracts
 * (`canMoveTo`), and Stripe events recorded once.
 */
export interface Orders {
  /** The order and its items, both or neither. */
  create(input: NewOrder): Promise<Order>;
  /** An order of one print, pending payment, with its own copy of a stored print file. */
  createPrintOrder(input: NewPrintOrder): Promise<Order>;
  findById(id: string): Promise<Order | null>;
  /** A user's own order; another user's is null, as a missing one is. */
  findForUser(id: string, userId: string): Promise<Order | null>;
  findByPaymentIntent(paymentIntentId: string): Promise<Order | null>;
  /** False when the order has a PaymentIntent already. */
  attachPaymentIntent(id: string, paymentIntentId: string): Promise<boolean>;
  /**
   * Moves the order to `to` if the rule allows it from where the order is now, with a
   * compare-and-set on that status: a late event never moves it back, and of two concurrent
   * callers at most one moves it.
   */
  moveTo(id: string, to: OrderStatus, change?: StatusChange): Promise<MoveResult>;
  /** Fulfilment facts that change no status (a shipment's tracking, a submission error). */
  updateFulfilment(id: string, change: Omit<StatusChange, 'flaggedReason'>): Promise<void>;
  /** True the first time this Stripe event id is seen, false for a duplicate. */
  recordPaymentEvent(stripeEventId: string, type: string): Promise<boolean>;
  photoHasOrders(photoId: string): Promise<boolean>;
  /**
   * Orders not paid (pending, or failed) and unchanged since before `before`, a page at a
   * time by id: `afterId` is the last of the page before.
   */
  findUnpaidSince(before: Date, limit: number, afterId?: string): Promise<Order[]>;
  /**
   * Cancels an order that was never paid, and removes its own copy of its print files.
   * Only from an unpaid status (compare-and-set): false when it has moved on, a payment
   * having arrived meanwhile, or is missing.
   */
  cancelUnpaid(id: string): Promise<boolean>;
  /**
   * For the withdrawal function: the id of a paid order of `email` whose number (as the
   * confirmation email writes it, or the whole id) is `orderNumber`, else null. Scoped by
   * the email, so a number alone finds nobody's order; callers must not tell the requester
   * which way it went.
   */
  findPaidOrderId(orderNumber: string, email: string): Promise<string | null>;
  /**
   * Inside `transaction`: locks the order's row until the transaction ends, so two
   * deliveries of one callback are handled one after the other. False when missing.
   */
  lockForUpdate(id: string): Promise<boolean>;
  /**
   * Runs `work` in one transaction with an Orders bound to it, and the transaction itself for
   * `app.jobs.send(…, tx)`: the event record, the status change and the jobs commit together.
   */
  transaction<T>(work: (orders: Orders, tx: Database) => Promise<T>): Promise<T>;
}

export function createOrders(
  db: Database,
  originals: Pick<OriginalStorage, 'copy' | 'read' | 'remove'>,
  onFileLeft: (key: string, err: unknown) => void = () => {},
): Orders {
  const repository = createOrdersRepository(db);
  return {
    create: (input) => repository.create(input),
    createPrintOrder: (input) => createPrintOrder({ repository, originals }, input),
    findById: (id) => repository.findById(id),
    findForUser: (id, userId) => repository.findForUser(id, userId),
    findByPaymentIntent: (paymentIntentId) => repository.findByPaymentIntent(paymentIntentId),
    attachPaymentIntent: (id, paymentIntentId) =>
      repository.attachPaymentIntent(id, paymentIntentId),
    async moveTo(id, to, change = {}) {
      // A lost compare-and-set means someone else moved it: look again, and try from there.
      for (;;) {
        const from = await repository.statusOf(id);
        if (from === null || !canMoveTo(from, to)) return { moved: false, status: from };
        if (await repository.transition(id, from, to, change)) return { moved: true, from };
      }
    },
    updateFulfilment: (id, change) => repository.updateFulfilment(id, change),
    lockForUpdate: (id) => repository.lockForUpdate(id),
    recordPaymentEvent: (stripeEventId, type) => repository.recordPaymentEvent(stripeEventId, type),
    photoHasOrders: (photoId) => repository.photoHasOrders(photoId),
    findUnpaidSince: (before, limit, afterId) => repository.findUnpaidSince(before, limit, afterId),
    async cancelUnpaid(id) {
      for (const from of UNPAID_STATUSES) {
        if (!(await repository.transition(id, from, 'cancelled'))) continue;
        const order = await repository.findById(id);
        // Only the files under the order's own key: a URL or another key is not its to remove.
        const keys = (order?.items ?? []).flatMap(({ snapshot: { printFile } }) =>
          printFile.kind === 'stored' && printFile.key.startsWith(`orders/${id}/`)
            ? [printFile.key]
            : [],
        );
        for (const key of keys) {
          // The order is cancelled either way; a file left is logged, for the admin to remove.
          await originals.remove(key).catch((err: unknown) => onFileLeft(key, err));
        }
        return true;
      }
      return false;
    },
    findPaidOrderId: (orderNumber, email) => repository.findPaidOrderId(orderNumber, email),
    transaction: (work) =>
      db.transaction((tx) =>
        work(
          createOrders(tx as unknown as Database, originals, onFileLeft),
          tx as unknown as Database,
        ),
      ),
  };
}
