import {
  buyerOrderMessages as msg,
  MY_ORDERS_PAGE_SIZE,
  taxDestinationChange,
  type BuyerAddressChange,
  type BuyerOrder,
  type BuyerOrderActionResult,
  type MyOrders,
  type PublicEvent,
  type Purchases,
  type Recipient,
  type UpdateRecipientBody,
} from '@shop/contracts';
import type { TicketItemSnapshot } from '#src/db/schema/index';
import type { IssuedTicket } from '#src/modules/events/tickets.port';
import type { InvoiceSummary } from '#src/modules/invoices/invoices.port';
import { AppError, conflict, invalidData, notFound } from '#src/lib/errors';
import {
  checkRecipient,
  type BuyerOrders as BuyerOrdersPort,
  type Order,
  type OrderLinks,
} from '#src/modules/orders/orders.port';
import type {
  ActionRequest,
  Actor,
  ProviderOrders,
} from '#src/workflows/provider-orders/provider-orders';
import { PURCHASES_LIMIT, purchasesOf, type PurchaseFacts } from './purchases';
import { createBuyerOrderActions, NO_ACTIONS } from './buyer-order-actions';
import { buyerOrderView, myOrderItem, photoIdsOf } from './buyer-order-view';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How a caller proves the order is theirs: the link's signature, or their session. */
export interface OrderProof {
  signature?: string | undefined;
  /** The signed-in caller, if any. */
  userId: string | null;
}

/** The confirmation emails of the buyer's changes, queued once the change is made. */
export type BuyerEmail = 'address-changed' | 'cancelled';

/** A checked recipient as Prodigi's recipient change takes it (blank optional fields left out). */
const updateRecipientOf = (recipient: Recipient): UpdateRecipientBody => ({
  name: recipient.name,
  email: recipient.email.toLowerCase(),
  ...(recipient.phoneNumber ? { phoneNumber: recipient.phoneNumber } : {}),
  address: {
    line1: recipient.addressLine1,
    ...(recipient.addressLine2 ? { line2: recipient.addressLine2 } : {}),
    townOrCity: recipient.city,
    ...(recipient.stateOrCounty ? { stateOrCounty: recipient.stateOrCounty } : {}),
    postalOrZipCode: recipient.postalCode,
    countryCode: recipient.countryCode,
  },
});

/**
 * The buyer's order page (docs/rules/checkout-and-payments.md#buyer-order-page): an order
 * opened by its signed link or by its owner's session, what it is and where, and the
 * buyer's own actions while Prodigi still allows them, through the admin's audited actions
 * (provider-orders), each confirmed by email.
 */
export function createBuyerOrders(deps: {
  orders: BuyerOrdersPort;
  links: Pick<OrderLinks, 'verify'>;
  providerOrders: Pick<ProviderOrders, 'availability' | 'act'>;
  /** What went back to the card, or is on its way there. */
  refundedCents: (orderId: string) => Promise<number>;
  /** The order's issued tickets (events' port), by order item. */
  issuedTickets: (orderId: string) => Promise<ReadonlyMap<string, readonly IssuedTicket[]>>;
  photoTitles: (photoIds: string[]) => Promise<ReadonlyMap<string, string>>;
  photoThumbnails: (
    photoIds: string[],
  ) => Promise<ReadonlyMap<string, { title: string; url: string | null }>>;
  queueEmail: (email: BuyerEmail, orderId: string) => Promise<void>;
  /** For the account's history: the ledger's cards and refunds, invoices, events' cards. */
  history: {
    money: (orderIds: readonly string[]) => Promise<PurchaseFacts['money']>;
    invoices: (orderIds: readonly string[]) => Promise<InvoiceSummary[]>;
    events: (ids: readonly string[]) => Promise<PublicEvent[]>;
    holders: (orderIds: readonly string[]) => Promise<PurchaseFacts['holders']>;
  };
  log: { error(obj: unknown, message: string): void };
  now?: () => number;
}) {
  const actions = createBuyerOrderActions(deps);

  async function view(
    order: Order,
    viewerId: string | null,
    known?: BuyerOrder['actions'],
  ): Promise<BuyerOrder> {
    const hasTickets = order.items.some((item) => item.kind === 'ticket');
    const [photos, refundedCents, allowed, issued] = await Promise.all([
      deps.photoThumbnails(photoIdsOf([order])),
      deps.refundedCents(order.id),
      known ?? actions.of(order),
      hasTickets ? deps.issuedTickets(order.id) : new Map<string, IssuedTicket[]>(),
    ]);
    const titles = new Map([...photos].map(([id, photo]) => [id, photo.title]));
    const thumbnails = new Map(
      [...photos].flatMap(([id, photo]) => (photo.url ? [[id, photo.url] as const] : [])),
    );
    return buyerOrderView(order, {
      titles,
      thumbnails,
      refundedCents,
      actions: allowed,
      issued,
      viewerIsOwner: viewerId !== null && order.userId === viewerId,
    });
  }

  /** The buyer's action through the admin's audited one, refusals in the buyer's words. */
  async function act(order: Order, request: ActionRequest, actor: Actor, refused: string) {
    const prodigiOrderId = order.print?.prodigiOrderId;
    if (!prodigiOrderId) throw conflict(refused);
    try {
      await deps.providerOrders.act(prodigiOrderId, request, actor);
      actions.forget(prodigiOrderId);
    } catch (err) {
      if (err instanceof AppError && err.code === 'conflict') throw conflict(refused);
      if (err instanceof AppError && err.code === 'provider_failed') {
        throw new AppError('provider_failed', msg.labDown);
      }
      throw err;
    }
  }

  async function reread(order: Order): Promise<Order> {
    return (await deps.orders.findById(order.id)) ?? order;
  }

  return {
    /** The order, if the proof holds; 404 otherwise, whoever's it is. */
    async open(orderId: string, proof: OrderProof): Promise<Order> {
      if (!UUID.test(orderId)) throw notFound(msg.notFound);
      const order =
        proof.signature !== undefined && deps.links.verify(orderId, proof.signature)
          ? await deps.orders.findReceipt(orderId)
          : proof.userId
            ? await deps.orders.findForUser(orderId, proof.userId)
            : null;
      if (!order) throw notFound(msg.notFound);
      return order;
    },

    /** The order as `viewerId` (the signed-in caller, if any) reads it. */
    view: (order: Order, viewerId: string | null) => view(order, viewerId),

    /** GET /user/purchases: everything the buyer bought, prints and tickets, newest first. */
    async purchases(userId: string): Promise<Purchases> {
      const orders = await deps.orders.listForUser(userId, PURCHASES_LIMIT);
      const ids = orders.map((order) => order.id);
      const eventIds = [
        ...new Set(
          orders.flatMap((order) =>
            order.items.flatMap((item) =>
              item.kind === 'ticket' ? [(item.snapshot as TicketItemSnapshot).eventId] : [],
            ),
          ),
        ),
      ];
      const [photos, money, invoices, events, holders] = await Promise.all([
        deps.photoThumbnails(photoIdsOf(orders)),
        deps.history.money(ids),
        deps.history.invoices(ids),
        deps.history.events(eventIds),
        deps.history.holders(ids),
      ]);
      return purchasesOf(orders, {
        titles: new Map([...photos].map(([id, photo]) => [id, photo.title])),
        thumbnails: new Map(
          [...photos].flatMap(([id, photo]) => (photo.url ? [[id, photo.url] as const] : [])),
        ),
        money,
        invoices,
        events: new Map(events.map((event) => [event._id, event])),
        holders,
      });
    },

    /** The signed-in buyer's orders, newest first, a page at a time. */
    async mine(userId: string, cursor?: string): Promise<MyOrders> {
      if (cursor !== undefined && !UUID.test(cursor)) {
        throw invalidData(msg.badCursor, [{ path: 'cursor', message: msg.badCursor }]);
      }
      const rows = await deps.orders.listForUser(userId, MY_ORDERS_PAGE_SIZE + 1, cursor);
      const page = rows.slice(0, MY_ORDERS_PAGE_SIZE);
      const titles = await deps.photoTitles(photoIdsOf(page));
      return {
        orders: page.map((order) => myOrderItem(order, titles)),
        nextCursor: rows.length > MY_ORDERS_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
      };
    },

    /**
     * A corrected delivery address, by the purchase form's rules, in the same country and
     * tax territory (the price and IVA were worked out for them), while Prodigi allows it.
     */
    async changeAddress(
      order: Order,
      body: BuyerAddressChange,
      actor: Actor,
    ): Promise<BuyerOrderActionResult> {
      // Asked again (not the page's kept answer): the lab may have started since.
      const now = await actions.of(order, { fresh: true });
      if (!now.changeAddress) {
        throw conflict(now.changeAddressUnavailable ?? msg.addressNotAvailable);
      }
      const recipient = checkRecipient(body.recipient);
      const before = order.print?.recipient.address;
      const moved = before
        ? taxDestinationChange(
            { countryCode: before.countryCode, postalCode: before.postalOrZipCode },
            recipient,
          )
        : null;
      if (moved === 'country') {
        throw invalidData(msg.countryChanged, [
          { path: 'recipient.countryCode', message: msg.countryChanged },
        ]);
      }
      if (moved === 'tax_territory') {
        throw invalidData(msg.taxTerritoryChanged, [
          { path: 'recipient.postalCode', message: msg.taxTerritoryChanged },
        ]);
      }
      await act(
        order,
        { action: 'update-recipient', recipient: updateRecipientOf(recipient) },
        actor,
        msg.addressNotAvailable,
      );
      await deps.queueEmail('address-changed', order.id);
      return {
        message: msg.addressChanged,
        order: await view(await reread(order), actor.userId),
      };
    },

    /** Cancels the order at Prodigi while it allows it; what was paid goes back to the card. */
    async cancel(order: Order, actor: Actor): Promise<BuyerOrderActionResult> {
      const now = await actions.of(order, { fresh: true });
      if (!now.cancel) throw conflict(now.cancelUnavailable ?? msg.cancelNotAvailable);
      await act(order, { action: 'cancel' }, actor, msg.cancelNotAvailable);
      await deps.queueEmail('cancelled', order.id);
      const after = await view(await reread(order), actor.userId, NO_ACTIONS);
      return { message: msg.cancelled(after.breakdown.refundedCents), order: after };
    },
  };
}

export type BuyerOrdersService = ReturnType<typeof createBuyerOrders>;
