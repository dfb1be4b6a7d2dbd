import {
  eventMessages,
  waitlistMessages as msg,
  type AdminWaitlistEntry,
  type WaitlistEntry,
  type WaitlistJoin,
} from '@shop/contracts';
import type { Database } from '#src/db/client';
import type { EventRow, EventTicketTypeRow, WaitlistEntryRow } from '#src/db/schema/index';
import type { JobTransaction } from '#src/infra/jobs';
import { AppError, conflict, invalidData, notFound } from '#src/lib/errors';
import { sqlStateOf, UNIQUE_VIOLATION } from '#src/lib/sql-state';
import { StockUnavailable, type OfferStock } from '#src/modules/orders/orders.port';
import type { EventsRepository, StoredEvent } from './events.repository';
import { seatResources, ticketSale } from './ticket-sales';
import { createWaitlistRepository, type NamedWaitlistEntry } from './waitlist.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function entryOf(entry: NamedWaitlistEntry, position: number | null): WaitlistEntry {
  return {
    id: entry.id,
    eventId: entry.eventId,
    ticketTypeId: entry.ticketTypeId,
    ticketTypeName: entry.ticketTypeName,
    quantity: entry.quantity,
    acceptsFewer: entry.acceptsFewer,
    status: entry.status,
    position,
    offeredQuantity: entry.offeredQuantity,
    offerExpiresAt: iso(entry.offerExpiresAt),
    createdAt: entry.createdAt.toISOString(),
  };
}

/**
 * The waitlist of sold-out ticket types (docs/rules/events.md#waitlist): a customer queues for
 * a group; when seats come back, the first entry in line whose group fits (or that accepts
 * fewer) gets them held for `offerHours` and an email; the next one when that runs out.
 */
export function createWaitlist(deps: {
  db: Database;
  events: Pick<EventsRepository, 'findById'>;
  stock: {
    levels(resources: readonly string[]): Promise<Map<string, number>>;
    offers(tx: Database): OfferStock;
  };
  offerHours: number;
  /** The offer's email, queued in the transaction that makes the offer. */
  queueOfferEmail(entryId: string, tx: JobTransaction): Promise<void>;
  /** A new try replaced this unpaid order (ended in `tx`): its payment is to be cancelled. */
  orderReplaced(orderId: string, tx: JobTransaction): Promise<void>;
  now?: () => Date;
}) {
  const entries = createWaitlistRepository(deps.db);
  const now = () => (deps.now ? deps.now() : new Date());

  async function publishedEvent(eventId: string): Promise<StoredEvent> {
    const stored = await deps.events.findById(eventId);
    if (stored?.event.status !== 'published') throw notFound(eventMessages.notFound);
    return stored;
  }

  async function withPositions(rows: NamedWaitlistEntry[]) {
    const positions = await entries.positions(rows);
    return rows.map((row) => ({ row, position: positions.get(row.id) ?? null }));
  }

  /**
   * The type's free seats offered to its waiting entries in line order (first fit), inside
   * the caller's transaction, under the line's lock. How many offers.
   */
  async function offerFree(
    txDb: JobTransaction,
    event: EventRow,
    type: EventTicketTypeRow,
    at: Date,
  ): Promise<number> {
    const tx = txDb as unknown as Database;
    const line = createWaitlistRepository(tx);
    const stock = deps.stock.offers(tx);
    const resources = seatResources(event, type);
    const levels = await stock.levels(resources.map((r) => r.resource));
    const { available, sale } = ticketSale(event, type, levels, at);
    if (sale !== 'open' && sale !== 'sold_out') return 0;
    const closesAt = type.salesEndAt ?? event.startsAt;
    const until = new Date(Math.min(at.getTime() + deps.offerHours * 3_600_000, +closesAt));
    let free = available;
    let offers = 0;
    for (const entry of await line.inLine(type.id, 'waiting')) {
      if (free <= 0) break;
      const quantity = entry.quantity <= free ? entry.quantity : entry.acceptsFewer ? free : 0;
      if (quantity === 0) continue;
      try {
        await stock.hold(
          entry.id,
          resources.map((r) => ({ ...r, quantity })),
          until,
        );
      } catch (err) {
        if (err instanceof StockUnavailable) break;
        throw err;
      }
      await line.move(entry.id, ['waiting'], {
        status: 'offered',
        offeredQuantity: quantity,
        offeredAt: at,
        offerExpiresAt: until,
      });
      await deps.queueOfferEmail(entry.id, txDb);
      free -= quantity;
      offers += 1;
    }
    return offers;
  }

  /**
   * One type's line, in a transaction under its lock: orders made from offers settled,
   * offers run out ended, then the free seats offered in line order. How many offers.
   */
  async function offerType(stored: StoredEvent, type: EventTicketTypeRow): Promise<number> {
    return deps.db.transaction(async (txDb) => {
      const tx = txDb as unknown as Database;
      const line = createWaitlistRepository(tx);
      const stock = deps.stock.offers(tx);
      const resources = seatResources(stored.event, type);
      await line.lockLine(type.id);
      const at = now();

      // Offers run out first: no stock lock is held yet while their rows are written (a
      // checkout taking up an offer writes its row, then locks the stock).
      for (const entry of await line.inLine(type.id, 'offered')) {
        if (entry.offerExpiresAt && entry.offerExpiresAt <= at) {
          await line.move(entry.id, ['offered'], { status: 'expired' });
          await stock.release([entry.id]);
        }
      }
      for (const entry of await line.inLine(type.id, 'claimed')) {
        const standing = entry.orderId ? await stock.orderStanding(entry.orderId) : 'ended';
        if (standing === 'paid') await line.move(entry.id, ['claimed'], { status: 'accepted' });
        if (standing !== 'ended') continue;
        // The order ended unpaid: the offer stands again while its time lasts.
        if (!entry.offerExpiresAt || entry.offerExpiresAt <= at || !entry.offeredQuantity) {
          await line.move(entry.id, ['claimed'], { status: 'expired' });
          continue;
        }
        try {
          const quantity = entry.offeredQuantity;
          await stock.hold(
            entry.id,
            resources.map((r) => ({ ...r, quantity })),
            entry.offerExpiresAt,
          );
          await line.move(entry.id, ['claimed'], { status: 'offered', orderId: null });
        } catch (err) {
          if (!(err instanceof StockUnavailable)) throw err;
          // Its seats went to someone else meanwhile: back in line, in its old place.
          await line.move(entry.id, ['claimed'], {
            status: 'waiting',
            orderId: null,
            offeredQuantity: null,
            offeredAt: null,
            offerExpiresAt: null,
          });
        }
      }

      return offerFree(txDb, stored.event, type, at);
    });
  }

  return {
    async join(
      customer: { id: string; emailConfirmed: boolean },
      eventId: string,
      input: WaitlistJoin,
    ): Promise<WaitlistEntry> {
      const userId = customer.id;
      const stored = await publishedEvent(eventId);
      const type = stored.ticketTypes.find((t) => t.id === input.ticketTypeId);
      if (!type) {
        const message = eventMessages.ticketTypeNotFound;
        throw invalidData(message, [{ path: 'ticketTypeId', message }]);
      }
      if (input.quantity > type.maxPerOrder) {
        const message = msg.quantityInvalid(type.maxPerOrder);
        throw invalidData(message, [{ path: 'quantity', message }]);
      }
      const levels = await deps.stock.levels(
        seatResources(stored.event, type).map((r) => r.resource),
      );
      const { sale } = ticketSale(stored.event, type, levels, now());
      if (sale === 'open') throw conflict(msg.notSoldOut);
      if (sale !== 'sold_out') throw conflict(msg.closed);
      if (await entries.activeOf(userId, type.id)) throw conflict(msg.alreadyIn);
      // An offer holds seats for hours and is sent by email: only to a confirmed mailbox.
      if (!customer.emailConfirmed) throw new AppError('email_unconfirmed', msg.confirmEmail);
      let row: WaitlistEntryRow;
      try {
        row = await entries.insert({
          eventId,
          ticketTypeId: type.id,
          userId,
          quantity: input.quantity,
          acceptsFewer: input.quantity > 1 && input.acceptsFewer,
        });
      } catch (err) {
        if (sqlStateOf(err) === UNIQUE_VIOLATION) throw conflict(msg.alreadyIn);
        throw err;
      }
      const named = await entries.namedById(row.id);
      if (!named) throw new Error('waitlist entry vanished');
      const [withPosition] = await withPositions([named]);
      return entryOf(named, withPosition?.position ?? null);
    },

    /** The caller's active entries for an event (a draft or unknown event: none). */
    async mine(userId: string, eventId: string): Promise<WaitlistEntry[]> {
      const rows = await withPositions(await entries.mine(userId, eventId));
      return rows.map(({ row, position }) => entryOf(row, position));
    },

    /** The caller leaves the line or turns an offer down; its seats go to the next. */
    async leave(userId: string, entryId: string): Promise<{ eventId: string }> {
      const entry = await entries.findById(entryId);
      if (entry?.userId !== userId) throw notFound(msg.entryNotFound);
      await deps.db.transaction(async (txDb) => {
        const tx = txDb as unknown as Database;
        const moved = await createWaitlistRepository(tx).move(entry.id, ['waiting', 'offered'], {
          status: 'left',
        });
        if (!moved) throw new AppError('conflict', msg.cannotLeave);
        await deps.stock.offers(tx).release([entry.id]);
      });
      return { eventId: entry.eventId };
    },

    async ofEvent(eventId: string): Promise<AdminWaitlistEntry[]> {
      const rows = await withPositions(await entries.ofEvent(eventId));
      return rows.map(({ row, position }) => ({
        ...entryOf(row, position),
        name: row.name,
        email: row.email,
        orderId: row.orderId,
      }));
    },

    /** Every ticket type's line of the event moved on (see `offerType`): offers made. */
    async offerSeats(eventId: string): Promise<number> {
      if (!(await entries.hasLine(eventId))) return 0;
      const stored = await deps.events.findById(eventId);
      if (!stored) return 0;
      let offers = 0;
      for (const type of stored.ticketTypes) offers += await offerType(stored, type);
      return offers;
    },

    /** The events whose lines the periodic round moves on. */
    eventsWithLines: () => entries.eventsWithLines(),

    /**
     * Checkout's claim (tickets.port.ts), before the order's holds: the buyer's offers on
     * these types taken up, under their lines' locks (held to the end of the transaction).
     * The types claimed on, for `passOnOffers` once the order holds its seats.
     */
    async claimOffers(
      tx: Database,
      buyerId: string,
      seats: readonly { ticketTypeId: string; quantity: number }[],
      orderId: string,
    ): Promise<string[]> {
      const line = createWaitlistRepository(tx);
      const stock = deps.stock.offers(tx);
      const typeIds = await line.typesWithOffersOf(buyerId, [
        ...new Set(seats.map((seat) => seat.ticketTypeId)),
      ]);
      // Lines locked in one order (sorted) before any stock: as `offerType` takes them.
      for (const typeId of typeIds) await line.lockLine(typeId);
      // A new try (the page reloaded, the card changed) replaces an earlier unpaid order: it
      // ends cancelled here, and its payment is cancelled at the provider by a durable job.
      for (const entry of await line.claimedBy(buyerId, typeIds)) {
        if (!entry.orderId || entry.orderId === orderId) continue;
        if (await stock.endReplaced(entry.orderId)) {
          await deps.orderReplaced(entry.orderId, tx);
        } else if ((await stock.orderStanding(entry.orderId)) === 'paid') {
          continue; // paid first: that order stands, the seats are its own
        }
        await line.move(entry.id, ['claimed'], { status: 'claimed', orderId });
      }
      await stock.release(await line.claim(buyerId, typeIds, orderId));
      for (const typeId of typeIds) {
        const quantity = seats
          .filter((seat) => seat.ticketTypeId === typeId)
          .reduce((sum, seat) => sum + seat.quantity, 0);
        await line.narrowClaim(orderId, typeId, quantity);
      }
      return typeIds;
    },

    /**
     * After the order holds its seats, in its transaction (the lines still locked by
     * `claimOffers`): what an offer held beyond the seats bought goes to the next in line at
     * once, never to whoever buys first.
     */
    async passOnOffers(
      tx: Database,
      types: readonly { event: EventRow; type: EventTicketTypeRow }[],
    ): Promise<number> {
      let offers = 0;
      const at = now();
      for (const { event, type } of types) offers += await offerFree(tx, event, type, at);
      return offers;
    },

    /** A paid order's entries are done. */
    accept: (orderId: string) => entries.accept(orderId),

    /** A cancelled event's lines end, their held seats given back. */
    async cancelEvent(eventId: string): Promise<number> {
      return deps.db.transaction(async (txDb) => {
        const tx = txDb as unknown as Database;
        const ended = await createWaitlistRepository(tx).cancelEvent(eventId);
        await deps.stock.offers(tx).release(ended);
        return ended.length;
      });
    },

    namedById: (id: string) => entries.namedById(id),
  };
}

export type Waitlist = ReturnType<typeof createWaitlist>;
