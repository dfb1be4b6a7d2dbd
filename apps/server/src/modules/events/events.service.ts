import {
  eventMessages as msg,
  instantToZonedTime,
  zonedTimeToInstant,
  type AdminEvent,
  type EventInput,
  type EventStatus,
  type EventTimeZone,
  type PublicEvent,
  type PublicEventList,
  type SiteImage,
} from '@shop/contracts';
import type { Database } from '#src/db/client';
import type { EventRow, EventTicketTypeRow } from '#src/db/schema/index';
import type { JobTransaction } from '#src/infra/jobs';
import { AppError, conflict, notFound } from '#src/lib/errors';
import { renderMarkdown } from '#src/lib/markdown';
import type { PhotoImages } from '#src/modules/photos/photo-images.port';
import { createEventsRepository, ForeignTicketType, type StoredEvent } from './events.repository';
import { eventResource, resourcesOfEvents, ticketSale, ticketTypeResource } from './ticket-sales';

/** Announced after every event write: rendered pages clear. */
export const EVENTS_CHANGED = 'events_changed';

const invalid = (field: string, message: string) =>
  new AppError('invalid_data', message, [{ path: field, message }]);

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type Levels = ReadonlyMap<string, number>;

function ticketTypeOf(event: EventRow, row: EventTicketTypeRow, levels: Levels, now: Date) {
  return {
    ...ticketSale(event, row, levels, now),
    id: row.id,
    name: row.name,
    description: row.description,
    priceCents: row.priceCents,
    vatRate: row.vatRate,
    quota: row.quota,
    maxPerOrder: row.maxPerOrder,
    salesStartAt: iso(row.salesStartAt),
    salesEndAt: iso(row.salesEndAt),
  };
}

/**
 * The events domain: the photographer writes, publishes and unpublishes events with their
 * ticket types; visitors read the published ones (docs/rules/events.md).
 */
export function createEventsService(deps: {
  db: Database;
  photos: Pick<PhotoImages, 'publicImage'>;
  /** What is taken of each seat resource (the orders domain's stock holds). */
  stock: { levels(resources: readonly string[]): Promise<Map<string, number>> };
  onChange: () => Promise<void>;
  now?: () => Date;
}) {
  const repository = createEventsRepository(deps.db);
  const now = () => (deps.now ? deps.now() : new Date());

  async function coverOf(photoId: string | null): Promise<SiteImage | null> {
    return photoId ? deps.photos.publicImage(photoId) : null;
  }

  const levelsOf = (stored: readonly StoredEvent[]) => deps.stock.levels(resourcesOfEvents(stored));

  async function asPublic(
    { event, ticketTypes }: StoredEvent,
    levels: Levels,
  ): Promise<PublicEvent> {
    return {
      _id: event.id,
      eventId: event.id,
      name: event.name,
      cover: await coverOf(event.coverPhotoId),
      startDate: event.startsAt.toISOString(),
      endDate: event.endsAt.toISOString(),
      timeZone: event.timeZone as EventTimeZone,
      location: `${event.venueName}, ${event.venueAddress}`,
      venueName: event.venueName,
      venueAddress: event.venueAddress,
      onlineUrl: event.onlineUrl,
      descriptionHtml: renderMarkdown(event.description),
      status: event.status === 'cancelled' ? 'cancelled' : 'published',
      past: event.endsAt <= now(),
      ticketTypes: ticketTypes.map((type) => ticketTypeOf(event, type, levels, now())),
    };
  }

  async function asAdmin(stored: StoredEvent, levels?: Levels): Promise<AdminEvent> {
    const { event } = stored;
    const zone = event.timeZone;
    return {
      ...(await asPublic(stored, levels ?? (await levelsOf([stored])))),
      status: event.status,
      coverPhotoId: event.coverPhotoId,
      description: event.description,
      startsAt: instantToZonedTime(event.startsAt, zone),
      endsAt: instantToZonedTime(event.endsAt, zone),
      capacity: event.capacity,
      seatsLeftPercent: event.seatsLeftPercent,
      createdAt: event.createdAt.toISOString(),
      updatedAt: event.updatedAt.toISOString(),
    };
  }

  /** The row's values from the admin's form: wall-clock times at the venue made instants. */
  async function valuesOf(input: EventInput) {
    if (input.coverPhotoId && !(await deps.photos.publicImage(input.coverPhotoId))) {
      throw invalid('coverPhotoId', msg.coverNotFound);
    }
    const at = (local: string) => zonedTimeToInstant(local, input.timeZone);
    const atOrNull = (local: string | null) => (local === null ? null : at(local));
    return {
      event: {
        name: input.name,
        description: input.description,
        coverPhotoId: input.coverPhotoId,
        startsAt: at(input.startsAt),
        endsAt: at(input.endsAt),
        timeZone: input.timeZone,
        venueName: input.venueName,
        venueAddress: input.venueAddress,
        onlineUrl: input.onlineUrl,
        capacity: input.capacity,
        seatsLeftPercent: input.seatsLeftPercent,
      },
      ticketTypes: input.ticketTypes.map((type) => ({
        ...(type.id ? { id: type.id } : {}),
        name: type.name,
        description: type.description,
        priceCents: type.priceCents,
        vatRate: type.vatRate,
        quota: type.quota,
        maxPerOrder: type.maxPerOrder,
        salesStartAt: atOrNull(type.salesStartAt),
        salesEndAt: atOrNull(type.salesEndAt),
      })),
    };
  }

  async function found(id: string): Promise<StoredEvent> {
    const stored = await repository.findById(id);
    if (!stored) throw notFound(msg.notFound);
    return stored;
  }

  /** The event, when the admin may still change it: a cancelled one is read-only. */
  async function changeable(id: string): Promise<StoredEvent> {
    const stored = await found(id);
    if (stored.event.status === 'cancelled') throw conflict(msg.cancelledReadOnly);
    return stored;
  }

  /**
   * Seats sold or held stay sold: a type that has some is not removed, and no quota or
   * capacity goes below what is taken.
   */
  async function keepsSales(stored: StoredEvent, input: EventInput) {
    const levels = await levelsOf([stored]);
    const taken = (resource: string) => levels.get(resource) ?? 0;
    const listed = new Set(input.ticketTypes.flatMap((t) => (t.id ? [t.id] : [])));
    if (stored.ticketTypes.some((t) => !listed.has(t.id) && taken(ticketTypeResource(t.id)) > 0)) {
      throw invalid('ticketTypes', msg.ticketTypeHasSales);
    }
    input.ticketTypes.forEach((type, i) => {
      const sold = type.id ? taken(ticketTypeResource(type.id)) : 0;
      if (type.quota < sold) throw invalid(`ticketTypes.${i}.quota`, msg.quotaBelowTaken(sold));
    });
    const seated = taken(eventResource(stored.event.id));
    if (input.capacity !== null && input.capacity < seated) {
      throw invalid('capacity', msg.capacityBelowTaken(seated));
    }
  }

  async function save(id: string | null, input: EventInput): Promise<AdminEvent> {
    if (id !== null) await keepsSales(await changeable(id), input);
    const values = await valuesOf(input);
    let stored: StoredEvent | null;
    try {
      stored = await repository.save(id, values.event, values.ticketTypes);
    } catch (err) {
      if (err instanceof ForeignTicketType) throw invalid('ticketTypes', msg.ticketTypeNotFound);
      throw err;
    }
    if (!stored) throw notFound(msg.notFound);
    await deps.onChange();
    return asAdmin(stored);
  }

  async function setStatus(id: string, status: EventStatus): Promise<AdminEvent> {
    await repository.setStatus(id, status);
    await deps.onChange();
    return asAdmin(await found(id));
  }

  return {
    /** Whether the shop has any event, in any state. */
    hasEvents: () => repository.any(),
    create: (input: EventInput) => save(null, input),
    update: (id: string, input: EventInput) => save(id, input),

    async listForAdmin(): Promise<AdminEvent[]> {
      const stored = await repository.listAll();
      const levels = await levelsOf(stored);
      return Promise.all(stored.map((one) => asAdmin(one, levels)));
    },

    async getForAdmin(id: string): Promise<AdminEvent> {
      return asAdmin(await found(id));
    },

    /** On /events from now on; a draft that has ended cannot be. */
    async publish(id: string): Promise<AdminEvent> {
      const { event } = await changeable(id);
      if (event.endsAt <= now()) throw conflict(msg.publishPast);
      return setStatus(id, 'published');
    },

    /**
     * Cancelled for good: its page says so and it sells nothing; `afterCancel` then refunds and
     * tells every ticket's people (event-cancellation.ts). Not an event that has ended.
     */
    async cancel(
      id: string,
      afterCancel: (eventId: string, tx: JobTransaction) => Promise<void>,
    ): Promise<AdminEvent> {
      const { event } = await changeable(id);
      if (event.endsAt <= now()) throw conflict(msg.cancelPast);
      // The state and the job that refunds commit together, or neither does.
      await deps.db.transaction(async (tx) => {
        await createEventsRepository(tx).setStatus(id, 'cancelled');
        await afterCancel(id, tx);
      });
      await deps.onChange();
      return asAdmin(await found(id));
    },

    /** Back to a draft: off /events, its page a 404. */
    async unpublish(id: string): Promise<AdminEvent> {
      await changeable(id);
      return setStatus(id, 'draft');
    },

    /** GET /events: the published events, upcoming first (soonest first), past ones apart. */
    async listPublic(): Promise<PublicEventList> {
      const stored = await repository.listPublished();
      const levels = await levelsOf(stored);
      const all = await Promise.all(stored.map((one) => asPublic(one, levels)));
      return {
        upcoming: all.filter((e) => !e.past),
        past: all.filter((e) => e.past).reverse(),
      };
    },

    /** Published or cancelled events by id (drafts and unknown ids left out). */
    async getMany(ids: readonly string[]): Promise<PublicEvent[]> {
      const stored = (await repository.findMany(ids)).filter((s) => s.event.status !== 'draft');
      const levels = await levelsOf(stored);
      return Promise.all(stored.map((one) => asPublic(one, levels)));
    },

    /** GET /events/event/{id}: a published or cancelled event; a draft is not found. */
    async getPublic(id: string): Promise<PublicEvent> {
      const stored = await repository.findById(id);
      if (!stored || stored.event.status === 'draft') throw notFound(msg.notFound);
      return asPublic(stored, await levelsOf([stored]));
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
