import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import {
  events,
  eventTicketTypes,
  type EventRow,
  type EventTicketTypeRow,
} from '#src/db/schema/index';

export type EventValues = Omit<EventRow, 'id' | 'status' | 'createdAt' | 'updatedAt'>;
export type TicketTypeValues = Omit<EventTicketTypeRow, 'id' | 'eventId' | 'position'> & {
  id?: string;
};
/** A listed ticket type that is not the event's: nothing was written. */
export class ForeignTicketType extends Error {}

export interface StoredEvent {
  event: EventRow;
  ticketTypes: EventTicketTypeRow[];
}

/** Events and their ticket types (db/schema/events.ts). */
export function createEventsRepository(db: Database) {
  async function withTypes(rows: EventRow[]): Promise<StoredEvent[]> {
    if (rows.length === 0) return [];
    const types = await db
      .select()
      .from(eventTicketTypes)
      .where(
        inArray(
          eventTicketTypes.eventId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(eventTicketTypes.position));
    return rows.map((event) => ({
      event,
      ticketTypes: types.filter((t) => t.eventId === event.id),
    }));
  }

  return {
    async findById(id: string): Promise<StoredEvent | null> {
      const rows = await db.select().from(events).where(eq(events.id, id));
      return (await withTypes(rows))[0] ?? null;
    },

    async findMany(ids: readonly string[]): Promise<StoredEvent[]> {
      if (ids.length === 0) return [];
      return withTypes(
        await db
          .select()
          .from(events)
          .where(inArray(events.id, [...ids])),
      );
    },

    /** Ticket types by id, each with its event (ids not found are left out). */
    async ticketTypesWithEvents(
      ids: readonly string[],
    ): Promise<{ event: EventRow; type: EventTicketTypeRow }[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ event: events, type: eventTicketTypes })
        .from(eventTicketTypes)
        .innerJoin(events, eq(events.id, eventTicketTypes.eventId))
        .where(inArray(eventTicketTypes.id, [...ids]));
      return rows;
    },

    async any(): Promise<boolean> {
      const rows = await db.select({ id: events.id }).from(events).limit(1);
      return rows.length > 0;
    },

    /** Every event, soonest first (the admin's list). */
    async listAll(): Promise<StoredEvent[]> {
      return withTypes(
        await db.select().from(events).orderBy(asc(events.startsAt), asc(events.id)),
      );
    },

    /** Published events' ids and last changes, for the sitemap. */
    async publishedPages(): Promise<{ id: string; updatedAt: Date }[]> {
      return db
        .select({ id: events.id, updatedAt: events.updatedAt })
        .from(events)
        .where(eq(events.status, 'published'))
        .orderBy(asc(events.startsAt), asc(events.id));
    },

    /** The published events, soonest first. */
    async listPublished(): Promise<StoredEvent[]> {
      const rows = await db
        .select()
        .from(events)
        .where(eq(events.status, 'published'))
        .orderBy(asc(events.startsAt), asc(events.id));
      return withTypes(rows);
    },

    /**
     * Writes the event and its ticket types as listed, in one transaction: a listed type
     * with an id is updated (it must be this event's, else ForeignTicketType and nothing is
     * written), one without is added, one not listed is removed. Null: no such event.
     */
    async save(
      id: string | null,
      values: EventValues,
      types: TicketTypeValues[],
    ): Promise<StoredEvent | null> {
      const saved = await db.transaction(async (tx) => {
        let eventId = id;
        if (eventId === null) {
          const [row] = await tx.insert(events).values(values).returning({ id: events.id });
          eventId = row?.id ?? null;
          if (!eventId) throw new Error('event not inserted');
        } else {
          const [row] = await tx
            .update(events)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(events.id, eventId))
            .returning({ id: events.id });
          if (!row) return null;
        }
        const kept = types.flatMap((t) => (t.id ? [t.id] : []));
        if (kept.length > 0) {
          const own = await tx
            .select({ id: eventTicketTypes.id })
            .from(eventTicketTypes)
            .where(and(eq(eventTicketTypes.eventId, eventId), inArray(eventTicketTypes.id, kept)));
          if (own.length !== new Set(kept).size) throw new ForeignTicketType();
        }
        await tx
          .delete(eventTicketTypes)
          .where(
            kept.length > 0
              ? and(eq(eventTicketTypes.eventId, eventId), notInArray(eventTicketTypes.id, kept))
              : eq(eventTicketTypes.eventId, eventId),
          );
        for (const [position, { id: typeId, ...type }] of types.entries()) {
          if (typeId) {
            await tx
              .update(eventTicketTypes)
              .set({ ...type, position })
              .where(eq(eventTicketTypes.id, typeId));
          } else {
            await tx.insert(eventTicketTypes).values({ ...type, eventId, position });
          }
        }
        return eventId;
      });
      return saved === null ? null : this.findById(saved);
    },

    async setStatus(id: string, status: EventRow['status']): Promise<boolean> {
      const rows = await db
        .update(events)
        .set({ status, updatedAt: new Date() })
        .where(eq(events.id, id))
        .returning({ id: events.id });
      return rows.length > 0;
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
