import { canMoveTo, canPrintMoveTo, type OrderStatus, type PrintStatus } from '@shop/contracts';
import type { Database } from '#src/db/client';
import type { StoredShipment } from '#src/db/schema/index';
import type { OriginalStorage } from '#src/lib/original-storage';
import type { OrderLinks } from './order-links';
import { printLinesOf } from './order-lines';
import { openOrder } from './print-orders';
import {
  createStockHoldsRepository,
  StockUnavailable,
  type HoldRequest,
} from './stock-holds.repository';
import {
  createOrdersRepository,
  UNPAID_STATUSES,
  type NewOrder,
  type NewOrderItem,
  type Order,
  type OrderItemRow,
  type OrdersRepository,
  type PrintChange,
  type PrintFulfilment,
  type StatusChange,
} from './orders.repository';

/** Seats a waitlist offer holds (docs/rules/events.md#waitlist). */
export interface OfferStock {
  /** Holds them for the entry until `expiresAt`, or throws `StockUnavailable`. */
  hold(entryId: string, requests: readonly HoldRequest[], expiresAt: Date): Promise<void>;
  release(entryIds: readonly string[]): Promise<number>;
  orderStanding(orderId: string): Promise<'paid' | 'pending' | 'ended'>;
  levels(resources: readonly string[]): Promise<Map<string, number>>;
  /**
   * A new try of the buyer replaced this unpaid order: it ends `cancelled` with its holds
   * given back, in the caller's transaction (compare-and-set: false when it was paid first).
   */
  endReplaced(orderId: string): Promise<boolean>;
}

export { UNPAID_STATUSES };
export type {
  NewOrder,
  NewOrderItem,
  Order,
  OrderItemRow,
  PrintChange,
  PrintFulfilment,
  StatusChange,
};
export { orderPrintFileKey } from './order-files';
export { createOrderLinks, type OrderLinks } from './order-links';
export { deliveryAddress, orderNumber } from './order-text';
export { emailOrderTotals, emailPrintItems, type EmailPhotos } from './order-email-lines';
export { printLinesOf, type PrintLine } from './order-lines';
export { checkRecipient, storedRecipient } from './recipient';
export { StockUnavailable, type HoldRequest };

/** What a status change came to. */
export type MoveResult<S extends string = OrderStatus> =
  | { moved: true; from: S }
  /** Not a move from where it is (a late or repeated event), or no such order. */
  | { moved: false; status: S | null };

/** Checkout's port: orders written pending payment, and their payment linked. */
export interface OrderCreation {
  /** The order, its lines and its print part: all or nothing. */
  create(input: NewOrder): Promise<Order>;
  /**
   * An order pending payment, as checkout opens it: prints point at the shared copy of their
   * stored file, and its stock is held (`StockUnavailable` when there is not enough).
   */
  open(input: NewOrder): Promise<Order>;
  /** False when the order has a payment already. */
  attachPaymentIntent(id: string, paymentIntentId: string): Promise<boolean>;
  findById(id: string): Promise<Order | null>;
}

/** The payments domain's port: the order's payment life, and provider events once. */
export interface OrderPayments {
  findById(id: string): Promise<Order | null>;
  /** A user's own order; another user's is null, as a missing one is. */
  findForUser(id: string, userId: string): Promise<Order | null>;
  findByPaymentIntent(paymentIntentId: string): Promise<Order | null>;
  attachPaymentIntent(id: string, paymentIntentId: string): Promise<boolean>;
  /**
   * Moves the order's payment to `to` if the rule allows it from where it is now, with a
   * compare-and-set on that status: a late event never moves it back, and of two concurrent
   * callers at most one moves it.
   */
  moveTo(id: string, to: OrderStatus, change?: StatusChange): Promise<MoveResult>;
  /** True the first time this provider event id is seen, false for a duplicate. */
  recordPaymentEvent(eventId: string, type: string): Promise<boolean>;
  /**
   * Orders not paid (pending, or failed) and unchanged since before `before`, a page at a
   * time by id: `afterId` is the last of the page before.
   */
  findUnpaidSince(before: Date, limit: number, afterId?: string): Promise<Order[]>;
  /**
   * Ends an order that was never paid (`expired`, or `cancelled` by a person), its print part
   * cancelled with it. Only from an unpaid status (compare-and-set): false when it has moved
   * on, a payment having arrived meanwhile, or is missing.
   */
  endUnpaid(id: string, to: 'expired' | 'cancelled'): Promise<boolean>;
  /**
   * The payment arrived: the order's stock holds become permanent, one that expired taken
   * again if there is room. False when there is not (the admin must look at the order).
   */
  confirmHolds(orderId: string): Promise<boolean>;
  /**
   * Inside `transaction`: locks the order's row until the transaction ends (a payment and
   * the order's replacement are applied one after the other). False when missing.
   */
  lockForUpdate(id: string): Promise<boolean>;
  /** The payment failed: the order's stock goes back (a later success takes it again). */
  releaseHolds(orderId: string): Promise<number>;
  /** Holds past their expiry, marked released: how many. */
  releaseExpiredHolds(now: Date): Promise<number>;
  /** The order was refunded in full: all its stock, paid for or held, goes back. */
  giveBackStock(orderId: string): Promise<number>;
  /**
   * Runs `work` in one transaction with the port bound to it, and the transaction itself for
   * `app.jobs.send(…, tx)`: the event record, the status change and the jobs commit together.
   */
  transaction<T>(work: (orders: OrderPayments, tx: Database) => Promise<T>): Promise<T>;
}

/** The fulfilment domain's port: an order's print part and its way to the buyer. */
export interface PrintOrders {
  findById(id: string): Promise<Order | null>;
  /** Moves the print part forward only (the rule in contracts), compare-and-set. */
  moveTo(orderId: string, to: PrintStatus, change?: PrintChange): Promise<MoveResult<PrintStatus>>;
  /** Print facts that change no status (a shipment's tracking, a submission error). */
  update(orderId: string, change: PrintChange): Promise<void>;
  /**
   * Inside `transaction`: locks the order's row until the transaction ends, so two
   * deliveries of one callback are handled one after the other. False when missing.
   */
  lockForUpdate(id: string): Promise<boolean>;
  transaction<T>(work: (prints: PrintOrders, tx: Database) => Promise<T>): Promise<T>;
}

/** The reconciliation's port (workflows/reconciliation): the orders it compares. */
export interface OrderReconciliation {
  /**
   * Orders made since `since` whose money arrived or may have (paid, partially refunded,
   * flagged, or unpaid with a PaymentIntent), tests left out, a page at a time by id:
   * `afterId` is the last of the page before.
   */
  findWithPayment(since: Date, limit: number, afterId?: string): Promise<Order[]>;
}

/** The buyer's port: the orders a buyer may look at (paid, whatever happened since). */
export interface BuyerOrders {
  /** An order whose money arrived; null otherwise, as for a missing one. */
  findById(id: string): Promise<Order | null>;
  /**
   * An order whose money arrived or may still arrive (its receipt, by the link given to the
   * browser that opened it); null for one that ended unpaid, as for a missing one.
   */
  findReceipt(id: string): Promise<Order | null>;
  /** The same, only when it is `userId`'s: another user's order is null, as a missing one. */
  findForUser(id: string, userId: string): Promise<Order | null>;
  /** `userId`'s orders (no test orders), newest first, `limit` after the order `afterId`. */
  listForUser(userId: string, limit: number, afterId?: string): Promise<Order[]>;
  /**
   * The guest orders written to `email` join `userId`'s account (its email confirmed: only
   * then); how many did. Safe to repeat.
   */
  claimGuestOrders(userId: string, email: string): Promise<number>;
}

/** The orders domain's service: one narrow port per consumer. */
export interface Orders {
  checkout: OrderCreation;
  payments: OrderPayments;
  prints: PrintOrders;
  reconciliation: OrderReconciliation;
  buyers: BuyerOrders;
  /** Signed links to an order's page, for the buyer's emails (order-links.ts). */
  links: OrderLinks;
  /**
   * For the withdrawal function: the id of a paid order of `email` whose number (as the
   * confirmation email writes it, or the whole id) is `orderNumber`, else null. Scoped by the
   * email, so a number alone finds nobody's order; callers must not tell the requester which
   * way it went.
   */
  withdrawals: {
    findPaidOrderId(orderNumber: string, email: string): Promise<string | null>;
    /** The order's parcels as Prodigi reported them; null without a print part. */
    shipmentsOf(orderId: string): Promise<StoredShipment[] | null>;
  };
  /** Whether a photo was bought (such a photo is hidden, never erased). */
  photos: { photoHasOrders(photoId: string): Promise<boolean> };
  /** Stock levels: what is taken (paid, or held and not expired) of each resource. */
  stock: {
    levels(resources: readonly string[]): Promise<Map<string, number>>;
    /** Stock held for waitlist offers, in the caller's transaction (`tx`). */
    offers(tx: Database): OfferStock;
  };
}

/** A compare-and-set loop: a lost race means someone else moved it; look again. */
async function move<S extends string>(
  statusOf: () => Promise<S | null>,
  allowed: (from: S) => boolean,
  transition: (from: S) => Promise<boolean>,
): Promise<MoveResult<S>> {
  for (;;) {
    const from = await statusOf();
    if (from === null || !allowed(from)) return { moved: false, status: from };
    if (await transition(from)) return { moved: true, from };
  }
}

/** Ends an order still `from` (unpaid) as `to`, its holds and print part with it. */
async function endUnpaidIn(
  tx: Database,
  id: string,
  from: (typeof UNPAID_STATUSES)[number],
  to: 'expired' | 'cancelled',
): Promise<boolean> {
  const inTx = createOrdersRepository(tx);
  if (!(await inTx.transition(id, from, to))) return false;
  await createStockHoldsRepository(tx).release(id);
  const print = await inTx.printStatusOf(id);
  if (print !== null && canPrintMoveTo(print, 'cancelled')) {
    await inTx.printTransition(id, print, 'cancelled');
  }
  return true;
}

function paymentsPort(
  db: Database,
  repository: OrdersRepository,
  removeOwnFiles: (order: Order | null) => Promise<void>,
): OrderPayments {
  return {
    findById: (id) => repository.findById(id),
    findForUser: (id, userId) => repository.findForUser(id, userId),
    findByPaymentIntent: (paymentIntentId) => repository.findByPaymentIntent(paymentIntentId),
    attachPaymentIntent: (id, paymentIntentId) =>
      repository.attachPaymentIntent(id, paymentIntentId),
    moveTo: (id, to, change = {}) =>
      move(
        () => repository.statusOf(id),
        (from) => canMoveTo(from, to),
        (from) => repository.transition(id, from, to, change),
      ),
    recordPaymentEvent: (eventId, type) => repository.recordPaymentEvent(eventId, type),
    findUnpaidSince: (before, limit, afterId) => repository.findUnpaidSince(before, limit, afterId),
    async endUnpaid(id, to) {
      for (const from of UNPAID_STATUSES) {
        const ended = await db.transaction((tx) => endUnpaidIn(tx, id, from, to));
        if (!ended) continue;
        await removeOwnFiles(await repository.findById(id));
        return true;
      }
      return false;
    },
    lockForUpdate: (id) => repository.lockForUpdate(id),
    confirmHolds: (orderId) =>
      db.transaction((tx) => createStockHoldsRepository(tx).confirm(orderId)),
    releaseHolds: (orderId) => createStockHoldsRepository(db).release(orderId),
    releaseExpiredHolds: (now) => createStockHoldsRepository(db).releaseExpired(now),
    giveBackStock: (orderId) => createStockHoldsRepository(db).releaseAll(orderId),
    transaction: (work) =>
      db.transaction((tx) => {
        const inTx = tx as unknown as Database;
        return work(paymentsPort(inTx, createOrdersRepository(inTx), removeOwnFiles), inTx);
      }),
  };
}

function printsPort(db: Database, repository: OrdersRepository): PrintOrders {
  return {
    findById: (id) => repository.findById(id),
    moveTo: (orderId, to, change = {}) =>
      move(
        () => repository.printStatusOf(orderId),
        (from) => canPrintMoveTo(from, to),
        (from) => repository.printTransition(orderId, from, to, change),
      ),
    update: (orderId, change) => repository.updatePrint(orderId, change),
    lockForUpdate: (id) => repository.lockForUpdate(id),
    transaction: (work) =>
      db.transaction((tx) => {
        const inTx = tx as unknown as Database;
        return work(printsPort(inTx, createOrdersRepository(inTx)), inTx);
      }),
  };
}

export function createOrders(
  db: Database,
  originals: Pick<OriginalStorage, 'copy' | 'read' | 'remove'>,
  links: OrderLinks,
  onFileLeft: (key: string, err: unknown) => void = () => {},
): Orders {
  const repository = createOrdersRepository(db);
  /** Only the files under the order's own key: a URL or another key is not its to remove. */
  async function removeOwnFiles(order: Order | null) {
    if (!order) return;
    const keys = printLinesOf(order).flatMap(({ snapshot: { printFile } }) =>
      printFile.kind === 'stored' && printFile.key.startsWith(`orders/${order.id}/`)
        ? [printFile.key]
        : [],
    );
    for (const key of keys) {
      // The order has ended either way; a file left is logged, for the admin to remove.
      await originals.remove(key).catch((err: unknown) => onFileLeft(key, err));
    }
  }
  return {
    checkout: {
      create: (input) => repository.create(input),
      open: (input) => openOrder({ repository, originals }, input),
      attachPaymentIntent: (id, paymentIntentId) =>
        repository.attachPaymentIntent(id, paymentIntentId),
      findById: (id) => repository.findById(id),
    },
    payments: paymentsPort(db, repository, removeOwnFiles),
    prints: printsPort(db, repository),
    reconciliation: {
      findWithPayment: (since, limit, afterId) => repository.findWithPayment(since, limit, afterId),
    },
    buyers: {
      findById: (id) => repository.findBought(id),
      findReceipt: (id) => repository.findBought(id, undefined, { unpaidToo: true }),
      findForUser: (id, userId) => repository.findBought(id, userId),
      listForUser: (userId, limit, afterId) => repository.listBought(userId, limit, afterId),
      claimGuestOrders: (userId, email) => repository.claimGuestOrders(userId, email),
    },
    links,
    stock: {
      levels: (resources) => createStockHoldsRepository(db).levels(resources),
      offers: (tx) => {
        const holds = createStockHoldsRepository(tx);
        return {
          hold: (entryId, requests, expiresAt) => holds.holdForOffer(entryId, requests, expiresAt),
          release: (entryIds) => holds.releaseOffers(entryIds),
          orderStanding: (orderId) => holds.orderStanding(orderId),
          levels: (resources) => holds.levels(resources),
          async endReplaced(orderId) {
            for (const from of UNPAID_STATUSES) {
              if (await endUnpaidIn(tx, orderId, from, 'cancelled')) return true;
            }
            return false;
          },
        };
      },
    },
    withdrawals: {
      findPaidOrderId: (orderNumber, email) => repository.findPaidOrderId(orderNumber, email),
      shipmentsOf: async (orderId) =>
        (await repository.findById(orderId))?.print?.shipments ?? null,
    },
    photos: { photoHasOrders: (photoId) => repository.photoHasOrders(photoId) },
  };
}
