import {
  and,
  asc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '#src/db/client';
import {
  events,
  eventTicketTypes,
  tickets,
  type TicketItemSnapshot,
  type TicketRow,
} from '#src/db/schema/index';

/** A ticket with its type's name, as documents and pages show it. */
export type NamedTicket = TicketRow & { ticketTypeName: string };

/**
 * Who reads her tickets: an account, which holds those it bought and, once its email is
 * confirmed, those held by that email (docs/rules/events.md#a-holders-link).
 */
export interface TicketViewer {
  id: string;
  email: string;
  emailConfirmed: boolean;
}

/**
 * The tickets a viewer holds, worked out at read time: bought by her, or held by her
 * confirmed email (an unconfirmed one proves nothing: anyone can sign up with any address).
 */
const heldBy = (viewer: TicketViewer) =>
  viewer.emailConfirmed
    ? or(
        eq(tickets.userId, viewer.id),
        sql`lower(${tickets.holderEmail}) = ${viewer.email.toLowerCase()}`,
      )
    : eq(tickets.userId, viewer.id);

/** A paid order's ticket line, as issuing reads it. */
export interface TicketLine {
  orderItemId: string;
  unitPriceCents: number;
  snapshot: TicketItemSnapshot;
}

/** Tickets (db/schema/tickets.ts). */
export function createTicketsRepository(db: Database) {
  const named = (where: SQL | undefined): Promise<NamedTicket[]> =>
    db
      .select({ ...getTableColumns(tickets), ticketTypeName: eventTicketTypes.name })
      .from(tickets)
      .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, tickets.ticketTypeId))
      .where(where)
      .orderBy(
        asc(tickets.createdAt),
        asc(eventTicketTypes.position),
        asc(tickets.orderItemId),
        asc(tickets.position),
      );

  return {
    /**
     * A ticket for each holder of each line, once: issuing again (a retried job, a duplicate
     * webhook) adds nothing. How many were added now.
     */
    async issue(
      order: { id: string; userId: string | null },
      lines: readonly TicketLine[],
    ): Promise<number> {
      const values = lines.flatMap(({ orderItemId, unitPriceCents, snapshot }) =>
        snapshot.holders.map((holder, position) => ({
          orderId: order.id,
          userId: order.userId,
          orderItemId,
          position,
          eventId: snapshot.eventId,
          ticketTypeId: snapshot.ticketTypeId,
          priceCents: unitPriceCents,
          holderName: holder.fullName,
          holderEmail: holder.email,
        })),
      );
      if (values.length === 0) return 0;
      const added = await db
        .insert(tickets)
        .values(values)
        .onConflictDoNothing({ target: [tickets.orderItemId, tickets.position] })
        .returning({ id: tickets.id });
      return added.length;
    },

    /** An order's tickets, in the order bought. */
    async ofOrder(orderId: string): Promise<NamedTicket[]> {
      return named(eq(tickets.orderId, orderId));
    },

    /** A viewer's tickets (valid or cancelled) for one event: bought, or held by her email. */
    async ofViewerEvent(viewer: TicketViewer, eventId: string): Promise<NamedTicket[]> {
      return named(and(heldBy(viewer), eq(tickets.eventId, eventId)));
    },

    async findNamed(ticketId: string): Promise<NamedTicket | null> {
      return (await named(eq(tickets.id, ticketId)))[0] ?? null;
    },

    /**
     * An event's tickets: all, or those whose holder's name or email or id holds `q`, or the
     * one of a whole reference with its code version ('ABCD1234-2': that version only).
     */
    async ofEvent(
      eventId: string,
      q = '',
      reference: { idPrefix: string; codeVersion: number } | null = null,
    ): Promise<NamedTicket[]> {
      const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const found = reference
        ? and(
            sql`${tickets.id}::text like ${`${reference.idPrefix}%`}`,
            eq(tickets.codeVersion, reference.codeVersion),
          )
        : q
          ? or(
              ilike(tickets.holderName, like),
              ilike(tickets.holderEmail, like),
              ilike(sql`${tickets.id}::text`, like),
            )
          : undefined;
      return named(and(eq(tickets.eventId, eventId), found));
    },

    /**
     * Checks a ticket in, if it is this event's, valid, of this code version (when a code was
     * read) and not in yet: one statement, so of two devices at once only one admits it.
     */
    async checkIn(ticketId: string, eventId: string, codeVersion: number | null) {
      const rows = await db
        .update(tickets)
        .set({ checkedInAt: sql`now()`, updatedAt: sql`now()` })
        .where(
          and(
            eq(tickets.id, ticketId),
            eq(tickets.eventId, eventId),
            eq(tickets.status, 'valid'),
            isNull(tickets.checkedInAt),
            codeVersion === null ? undefined : eq(tickets.codeVersion, codeVersion),
          ),
        )
        .returning({ id: tickets.id });
      return rows.length > 0;
    },

    /**
     * The ticket, its row locked until the caller's transaction ends: one change of holder at
     * a time per ticket.
     */
    async lockForChange(ticketId: string): Promise<TicketRow | null> {
      const rows = await db.select().from(tickets).where(eq(tickets.id, ticketId)).for('update');
      return rows[0] ?? null;
    },

    /**
     * A new holder for a valid ticket not yet used, if its code is still at `codeVersion`: the
     * version moves on (the old code stops working). Null when any of that no longer holds.
     */
    async changeHolder(
      ticketId: string,
      codeVersion: number,
      holder: { fullName: string; email: string },
    ): Promise<TicketRow | null> {
      const rows = await db
        .update(tickets)
        .set({
          holderName: holder.fullName,
          holderEmail: holder.email,
          codeVersion: sql`${tickets.codeVersion} + 1`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(tickets.id, ticketId),
            eq(tickets.codeVersion, codeVersion),
            eq(tickets.status, 'valid'),
            isNull(tickets.checkedInAt),
          ),
        )
        .returning();
      return rows[0] ?? null;
    },

    /**
     * Valid tickets of published events that start within `withinMs` of `now`, not reminded
     * yet and bought at least that long before the start (a later buyer has just had them):
     * marked reminded, and returned, in one statement (within the caller's transaction).
     */
    async takeDueReminders(now: Date, withinMs: number) {
      const until = new Date(now.getTime() + withinMs);
      const seconds = Math.round(withinMs / 1000);
      return db
        .update(tickets)
        .set({ remindedAt: sql`now()` })
        .from(events)
        .where(
          and(
            eq(events.id, tickets.eventId),
            eq(events.status, 'published'),
            eq(tickets.status, 'valid'),
            isNull(tickets.remindedAt),
            sql`${events.startsAt} > ${now.toISOString()}::timestamptz`,
            sql`${events.startsAt} <= ${until.toISOString()}::timestamptz`,
            sql`${tickets.createdAt} < ${events.startsAt} - make_interval(secs => ${seconds})`,
          ),
        )
        .returning({
          id: tickets.id,
          eventId: tickets.eventId,
          holderEmail: tickets.holderEmail,
        });
    },

    /** Tickets by id, with their types' names. */
    async namedIn(ids: readonly string[]): Promise<NamedTicket[]> {
      if (ids.length === 0) return [];
      return named(inArray(tickets.id, [...ids]));
    },

    /** The orders holding valid tickets of an event. */
    async ordersWithValidTickets(eventId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ orderId: tickets.orderId })
        .from(tickets)
        .where(and(eq(tickets.eventId, eventId), eq(tickets.status, 'valid')));
      return rows.map((row) => row.orderId);
    },

    /** An order's valid tickets of an event. */
    async validOf(orderId: string, eventId: string): Promise<TicketRow[]> {
      return db
        .select()
        .from(tickets)
        .where(
          and(
            eq(tickets.orderId, orderId),
            eq(tickets.eventId, eventId),
            eq(tickets.status, 'valid'),
          ),
        );
    },

    /** Cancels an order's valid tickets (of one event, when given): how many now. */
    async cancel(orderId: string, eventId?: string): Promise<number> {
      const rows = await db
        .update(tickets)
        .set({ status: 'cancelled', updatedAt: sql`now()` })
        .where(
          and(
            eq(tickets.orderId, orderId),
            eventId ? eq(tickets.eventId, eventId) : undefined,
            eq(tickets.status, 'valid'),
          ),
        )
        .returning({ id: tickets.id });
      return rows.length;
    },

    /** The holders of these orders' tickets as they are now, by line, in the line's order. */
    async holdersOfOrders(orderIds: readonly string[]) {
      if (orderIds.length === 0) return [];
      return db
        .select({
          orderItemId: tickets.orderItemId,
          fullName: tickets.holderName,
          email: tickets.holderEmail,
          id: tickets.id,
          codeVersion: tickets.codeVersion,
          status: tickets.status,
        })
        .from(tickets)
        .where(inArray(tickets.orderId, [...orderIds]))
        .orderBy(asc(tickets.orderItemId), asc(tickets.position));
    },

    /** The events an order has tickets for. */
    async eventsOfOrder(orderId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ eventId: tickets.eventId })
        .from(tickets)
        .where(eq(tickets.orderId, orderId));
      return rows.map((row) => row.eventId);
    },

    /** The events a viewer holds valid tickets for (bought, or held by her email). */
    async eventIdsOfViewer(viewer: TicketViewer): Promise<string[]> {
      const rows = await db
        .selectDistinct({ eventId: tickets.eventId })
        .from(tickets)
        .where(and(heldBy(viewer), eq(tickets.status, 'valid')));
      return rows.map((row) => row.eventId);
    },
  };
}

export type TicketsRepository = ReturnType<typeof createTicketsRepository>;
