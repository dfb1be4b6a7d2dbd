import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { activeWaitlistStatuses, type WaitlistStatus } from '@shop/contracts';
import type { Database } from '#src/db/client';
import {
  eventTicketTypes,
  users,
  waitlistEntries,
  type WaitlistEntryRow,
} from '#src/db/schema/index';

export interface NamedWaitlistEntry extends WaitlistEntryRow {
  ticketTypeName: string;
  name: string;
  email: string;
}

const active = inArray(waitlistEntries.status, [...activeWaitlistStatuses]);

/** The only SQL on waitlist_entries (db/schema/waitlist.ts). `db` may be a transaction. */
export function createWaitlistRepository(db: Database) {
  const named = () =>
    db
      .select({
        entry: waitlistEntries,
        ticketTypeName: eventTicketTypes.name,
        name: users.name,
        email: users.email,
      })
      .from(waitlistEntries)
      .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, waitlistEntries.ticketTypeId))
      .innerJoin(users, eq(users.id, waitlistEntries.userId));
  const flat = (rows: Awaited<ReturnType<ReturnType<typeof named>['execute']>>) =>
    rows.map(({ entry, ...rest }) => ({ ...entry, ...rest }));

  return {
    /** Serializes the offering of one ticket type's seats until the transaction ends. */
    async lockLine(ticketTypeId: string) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`waitlist:${ticketTypeId}`}))`);
    },

    async insert(values: typeof waitlistEntries.$inferInsert): Promise<WaitlistEntryRow> {
      const [row] = await db.insert(waitlistEntries).values(values).returning();
      if (!row) throw new Error('waitlist entry not inserted');
      return row;
    },

    async activeOf(userId: string, ticketTypeId: string): Promise<WaitlistEntryRow | null> {
      const [row] = await db
        .select()
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.userId, userId),
            eq(waitlistEntries.ticketTypeId, ticketTypeId),
            active,
          ),
        );
      return row ?? null;
    },

    async findById(id: string): Promise<WaitlistEntryRow | null> {
      const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
      return row ?? null;
    },

    async namedById(id: string): Promise<NamedWaitlistEntry | null> {
      return flat(await named().where(eq(waitlistEntries.id, id)))[0] ?? null;
    },

    /** A customer's active entries for an event. */
    async mine(userId: string, eventId: string): Promise<NamedWaitlistEntry[]> {
      return flat(
        await named()
          .where(
            and(eq(waitlistEntries.userId, userId), eq(waitlistEntries.eventId, eventId), active),
          )
          .orderBy(asc(waitlistEntries.createdAt)),
      );
    },

    /** Every entry of an event, each type's line in its order. */
    async ofEvent(eventId: string): Promise<NamedWaitlistEntry[]> {
      return flat(
        await named()
          .where(eq(waitlistEntries.eventId, eventId))
          .orderBy(
            asc(eventTicketTypes.position),
            asc(waitlistEntries.createdAt),
            asc(waitlistEntries.id),
          ),
      );
    },

    /** A type's entries in one state, in the line's order (first come, first served). */
    async inLine(ticketTypeId: string, status: WaitlistStatus): Promise<WaitlistEntryRow[]> {
      return db
        .select()
        .from(waitlistEntries)
        .where(
          and(eq(waitlistEntries.ticketTypeId, ticketTypeId), eq(waitlistEntries.status, status)),
        )
        .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
    },

    /** The waiting entries ahead of each of these (its place: that count + 1). */
    async positions(entries: readonly WaitlistEntryRow[]): Promise<Map<string, number>> {
      const positions = new Map<string, number>();
      for (const entry of entries) {
        if (entry.status !== 'waiting') continue;
        const [row] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(waitlistEntries)
          .where(
            and(
              eq(waitlistEntries.ticketTypeId, entry.ticketTypeId),
              eq(waitlistEntries.status, 'waiting'),
              or(
                lt(waitlistEntries.createdAt, entry.createdAt),
                and(
                  eq(waitlistEntries.createdAt, entry.createdAt),
                  lt(waitlistEntries.id, entry.id),
                ),
              ),
            ),
          );
        positions.set(entry.id, (row?.n ?? 0) + 1);
      }
      return positions;
    },

    /** Moves an entry on if it is still in `from`; whether it moved. */
    async move(
      id: string,
      from: readonly WaitlistStatus[],
      change: Partial<typeof waitlistEntries.$inferInsert> & { status: WaitlistStatus },
    ): Promise<boolean> {
      const rows = await db
        .update(waitlistEntries)
        .set({ ...change, updatedAt: sql`now()` })
        .where(and(eq(waitlistEntries.id, id), inArray(waitlistEntries.status, [...from])))
        .returning({ id: waitlistEntries.id });
      return rows.length > 0;
    },

    /** The buyer's offers on these types, now taken up by `orderId`: their ids. */
    async claim(userId: string, ticketTypeIds: readonly string[], orderId: string) {
      if (ticketTypeIds.length === 0) return [];
      const rows = await db
        .update(waitlistEntries)
        .set({ status: 'claimed', orderId, updatedAt: sql`now()` })
        .where(
          and(
            eq(waitlistEntries.userId, userId),
            inArray(waitlistEntries.ticketTypeId, [...ticketTypeIds]),
            eq(waitlistEntries.status, 'offered'),
            sql`${waitlistEntries.offerExpiresAt} > now()`,
          ),
        )
        .returning({ id: waitlistEntries.id });
      return rows.map((row) => row.id);
    },

    /** The types among these on which the buyer has an offer still open or taken up. */
    async typesWithOffersOf(userId: string, ticketTypeIds: readonly string[]) {
      if (ticketTypeIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ ticketTypeId: waitlistEntries.ticketTypeId })
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.userId, userId),
            inArray(waitlistEntries.ticketTypeId, [...ticketTypeIds]),
            inArray(waitlistEntries.status, ['offered', 'claimed']),
            sql`${waitlistEntries.offerExpiresAt} > now()`,
          ),
        );
      return rows.map((row) => row.ticketTypeId).sort();
    },

    /**
     * The order takes `quantity` seats of the type: an offer it took up shrinks to them (the
     * rest goes to the next in line), so an order ended unpaid puts back only what it took.
     */
    async narrowClaim(orderId: string, ticketTypeId: string, quantity: number) {
      await db
        .update(waitlistEntries)
        .set({
          offeredQuantity: sql`least(${waitlistEntries.offeredQuantity}, ${quantity})`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(waitlistEntries.orderId, orderId),
            eq(waitlistEntries.ticketTypeId, ticketTypeId),
            eq(waitlistEntries.status, 'claimed'),
          ),
        );
    },

    /** The buyer's offers on these types already taken up by an order still in play. */
    async claimedBy(userId: string, ticketTypeIds: readonly string[]) {
      if (ticketTypeIds.length === 0) return [];
      return db
        .select()
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.userId, userId),
            inArray(waitlistEntries.ticketTypeId, [...ticketTypeIds]),
            eq(waitlistEntries.status, 'claimed'),
            sql`${waitlistEntries.offerExpiresAt} > now()`,
          ),
        );
    },

    /** The order was paid: the entries it took up are done. */
    async accept(orderId: string): Promise<number> {
      const rows = await db
        .update(waitlistEntries)
        .set({ status: 'accepted', updatedAt: sql`now()` })
        .where(and(eq(waitlistEntries.orderId, orderId), eq(waitlistEntries.status, 'claimed')))
        .returning({ id: waitlistEntries.id });
      return rows.length;
    },

    /** The event was cancelled: its active entries end. Their ids. */
    async cancelEvent(eventId: string): Promise<string[]> {
      const rows = await db
        .update(waitlistEntries)
        .set({ status: 'cancelled', updatedAt: sql`now()` })
        .where(and(eq(waitlistEntries.eventId, eventId), active))
        .returning({ id: waitlistEntries.id });
      return rows.map((row) => row.id);
    },

    async hasLine(eventId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: waitlistEntries.id })
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.eventId, eventId), active))
        .limit(1);
      return row !== undefined;
    },

    /** Events with an active line (what the periodic round looks at). */
    async eventsWithLines(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ eventId: waitlistEntries.eventId })
        .from(waitlistEntries)
        .where(active);
      return rows.map((row) => row.eventId);
    },
  };
}

export type WaitlistRepository = ReturnType<typeof createWaitlistRepository>;
