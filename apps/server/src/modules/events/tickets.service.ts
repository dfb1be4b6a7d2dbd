import {
  eventMessages as msg,
  orderNumber,
  type HolderTicket,
  type MyEventIds,
  type MyEventTickets,
  type MyTicket,
  type TicketTransfer,
} from '@shop/contracts';
import type { Database } from '#src/db/client';
import type { EventRow } from '#src/db/schema/index';
import type { JobTransaction } from '#src/infra/jobs';
import type { EmailBrand } from '#src/lib/email-layout';
import { conflict, notFound } from '#src/lib/errors';
import type { MailMessage } from '#src/lib/mail';
import type { Order } from '#src/modules/orders/orders.port';
import { ticketReference, type TicketDocuments } from './documents/ticket-documents';
import type { EventsRepository } from './events.repository';
import type { EventsService } from './events.service';
import { cancellationEmail, type CancellationJob } from './event-cancellation';
import { ticketLinesOf } from './ticket-issuing';
import { reminderEmail, type ReminderJob } from './ticket-reminders';
import { refundedTicketsEmail, ticketsEmail } from './ticket-emails';
import { transferredAwayEmail, type NewHolderJob, type OldHolderJob } from './ticket-transfers';
import type { HolderLinks } from './holder-links';
import { createTicketsRepository, type NamedTicket, type TicketViewer } from './tickets.repository';

const byEvent = (tickets: readonly NamedTicket[]) => {
  const groups = new Map<string, NamedTicket[]>();
  for (const t of tickets) groups.set(t.eventId, [...(groups.get(t.eventId) ?? []), t]);
  return groups;
};

/**
 * Tickets: issued once a ticket order is paid (with their email queued in the same
 * transaction, so it goes once), read by their buyer, and sent as PDF and calendar file
 * (docs/rules/events.md#tickets).
 */
export function createTicketsService(deps: {
  db: Database;
  orders: { findById(id: string): Promise<Order | null> };
  events: Pick<EventsRepository, 'findById'>;
  publicEvents: Pick<EventsService, 'getPublic' | 'getMany'>;
  documents: TicketDocuments;
  /** Each holder's own link to her ticket, for her emails. */
  holderLinks: HolderLinks;
  brand: () => Promise<EmailBrand>;
  /** Queues the order's ticket emails (in `tx`). */
  queueEmails: (orderId: string, tx: JobTransaction) => Promise<void>;
  /** Queues (in `tx`) a transfer's emails: the ticket to its new holder, the old one's notice. */
  queueTransferEmails: (
    jobs: { newHolder: NewHolderJob; oldHolder: OldHolderJob | null },
    tx: JobTransaction,
  ) => Promise<void>;
  /** The transfer's transaction committed: its emails may go now. */
  transferCommitted: () => void;
  now?: () => Date;
}) {
  const repository = createTicketsRepository(deps.db);

  async function eventOf(eventId: string): Promise<EventRow> {
    const stored = await deps.events.findById(eventId);
    if (!stored) throw notFound(msg.notFound);
    return stored.event;
  }

  /** A ticket as `viewerId` sees it (null: by a holder's link, no account). */
  const myTicket = (t: NamedTicket, viewerId: string | null): MyTicket => ({
    id: t.id,
    holderName: t.holderName,
    holderEmail: t.holderEmail,
    ticketTypeName: t.ticketTypeName,
    code: deps.documents.code(t),
    codeVersion: t.codeVersion,
    reference: ticketReference(t),
    status: t.status,
    checkedInAt: t.checkedInAt?.toISOString() ?? null,
    orderId: t.orderId,
    orderNumber: orderNumber(t.orderId),
    transferable: viewerId !== null && t.userId === viewerId,
  });
  const holderUrl = (t: NamedTicket) => deps.holderLinks.url(t);

  return {
    /** A paid order's tickets, once; true when they were issued now (and their email queued). */
    async issue(orderId: string): Promise<boolean> {
      const order = await deps.orders.findById(orderId);
      if (!order || (order.status !== 'paid' && order.status !== 'partially_refunded')) {
        return false;
      }
      return deps.db.transaction(async (tx) => {
        const added = await createTicketsRepository(tx).issue(order, ticketLinesOf(order));
        if (added > 0) await deps.queueEmails(order.id, tx);
        return added > 0;
      });
    },

    /**
     * The order's tickets by email: the buyer gets every one, each other holder their own;
     * per event, the PDF and the calendar file attached.
     */
    async emails(orderId: string): Promise<MailMessage[]> {
      const order = await deps.orders.findById(orderId);
      if (!order) return [];
      const brand = await deps.brand();
      const messages: MailMessage[] = [];
      for (const [eventId, tickets] of byEvent(await repository.ofOrder(orderId))) {
        const event = await eventOf(eventId);
        const common = {
          event,
          when: deps.documents.when(event),
          ticketsUrl: deps.documents.ticketsUrl(event),
          brand,
        };
        const valid = tickets.filter((t) => t.status === 'valid');
        if (valid.length === 0) continue;
        const files = async (some: readonly NamedTicket[]) => ({
          pdf: await deps.documents.pdf(event, some),
          calendar: deps.documents.calendar(event),
        });
        messages.push(
          ticketsEmail({
            ...common,
            to: order.email,
            forBuyer: true,
            tickets: valid,
            files: await files(valid),
            ticketUrl: holderUrl,
          }),
        );
        const holders = new Set(valid.map((t) => t.holderEmail));
        holders.delete(order.email);
        for (const email of holders) {
          const theirs = valid.filter((t) => t.holderEmail === email);
          messages.push(
            ticketsEmail({
              ...common,
              to: email,
              forBuyer: false,
              tickets: theirs,
              files: await files(theirs),
              ticketUrl: holderUrl,
            }),
          );
        }
      }
      return messages;
    },

    /**
     * The events a viewer holds valid tickets for (bought, or held by her confirmed email), as
     * cards, soonest first (drafts left out).
     */
    async myEvents(viewer: TicketViewer): Promise<MyEventIds> {
      const ids = await repository.eventIdsOfViewer(viewer);
      const events = (await deps.publicEvents.getMany(ids)).sort((a, b) =>
        a.startDate.localeCompare(b.startDate),
      );
      return { eventIds: events.map((e) => e._id), events };
    },

    /** GET /events/mine/{id}: the caller's tickets for an event; none is a 404. */
    async mine(viewer: TicketViewer, eventId: string): Promise<MyEventTickets> {
      const tickets = await repository.ofViewerEvent(viewer, eventId);
      if (tickets.length === 0) throw notFound(msg.noTickets);
      return {
        event: await deps.publicEvents.getPublic(eventId),
        tickets: tickets.map((t) => myTicket(t, viewer.id)),
      };
    },

    /**
     * One ticket by its holder's link: the token must be this ticket's at its code version
     * now (a transfer ends the old one). A wrong token is the 404 a missing ticket gets.
     */
    async byLink(ticketId: string, token: string): Promise<HolderTicket> {
      const ticket = await repository.findNamed(ticketId);
      if (!ticket || !deps.holderLinks.verify(ticket, token)) {
        throw notFound(msg.ticketNotFound);
      }
      return {
        event: await deps.publicEvents.getPublic(ticket.eventId),
        ticket: myTicket(ticket, null),
      };
    },

    /** That ticket as a PDF, by the same link (a valid ticket only). */
    async pdfByLink(ticketId: string, token: string): Promise<{ file: Buffer; name: string }> {
      const ticket = await repository.findNamed(ticketId);
      if (!ticket || !deps.holderLinks.verify(ticket, token)) {
        throw notFound(msg.ticketNotFound);
      }
      if (ticket.status !== 'valid') throw notFound(msg.noTickets);
      const event = await eventOf(ticket.eventId);
      return {
        file: await deps.documents.pdf(event, [ticket]),
        name: `entrada-${ticketReference(ticket)}.pdf`,
      };
    },

    /**
     * The buyer gives a ticket to someone else: same seat, new holder, new code (the old one
     * is refused at the door). The ticket's row is locked and its code must still be the one
     * the buyer saw (`codeVersion`), so of two transfers at once one goes through and the
     * other is told it changed; the new holder's ticket and the old holder's notice are
     * queued in the same transaction, once per transfer. Not once the event has started or
     * was cancelled, nor a ticket already used.
     */
    async changeHolder(
      userId: string,
      ticketId: string,
      { codeVersion, ...holder }: TicketTransfer,
    ): Promise<MyTicket> {
      const ticket = await repository.findNamed(ticketId);
      if (ticket?.userId !== userId) throw notFound(msg.ticketNotFound);
      const event = await eventOf(ticket.eventId);
      const now = deps.now ? deps.now() : new Date();
      if (event.status !== 'published' || event.startsAt <= now) {
        throw conflict(msg.holderChangeClosed);
      }
      await deps.db.transaction(async (tx) => {
        const rows = createTicketsRepository(tx);
        const current = await rows.lockForChange(ticketId);
        if (!current) throw notFound(msg.ticketNotFound);
        if (current.status !== 'valid' || current.checkedInAt) {
          throw conflict(msg.holderChangeClosed);
        }
        if (current.codeVersion !== codeVersion) throw conflict(msg.holderChangedMeanwhile);
        const moved = await rows.changeHolder(ticketId, codeVersion, holder);
        if (!moved) throw conflict(msg.holderChangedMeanwhile);
        await deps.queueTransferEmails(
          {
            newHolder: { ticketId, codeVersion: moved.codeVersion },
            // Someone who keeps it (a name corrected) has lost nothing: her new ticket says it.
            oldHolder:
              current.holderEmail === moved.holderEmail
                ? null
                : {
                    ticketId,
                    codeVersion: moved.codeVersion,
                    holderName: current.holderName,
                    holderEmail: current.holderEmail,
                  },
          },
          tx,
        );
      });
      deps.transferCommitted();
      const changed = await repository.findNamed(ticketId);
      if (!changed) throw notFound(msg.ticketNotFound);
      return myTicket(changed, userId);
    },

    /** A cancelled event as the buyer (with the refund) and each other holder hear of it. */
    async cancellationEmails(job: CancellationJob): Promise<MailMessage[]> {
      const order = await deps.orders.findById(job.orderId);
      if (!order) return [];
      const event = await eventOf(job.eventId);
      const cancelled = (await repository.ofOrder(job.orderId)).filter(
        (t) => t.eventId === job.eventId && t.status === 'cancelled',
      );
      if (cancelled.length === 0) return [];
      const common = {
        event,
        when: deps.documents.when(event),
        refundedCents: job.refundedCents,
        brand: await deps.brand(),
      };
      const holders = new Set(cancelled.map((t) => t.holderEmail));
      holders.delete(order.email);
      return [
        cancellationEmail({ ...common, to: order.email, forBuyer: true, tickets: cancelled }),
        ...[...holders].map((email) =>
          cancellationEmail({
            ...common,
            to: email,
            forBuyer: false,
            tickets: cancelled.filter((t) => t.holderEmail === email),
          }),
        ),
      ];
    },

    /**
     * An order refunded in full: each holder who is not the buyer hears their tickets stopped
     * working (the buyer has the refund's own email).
     */
    async refundedHolderEmails(orderId: string): Promise<MailMessage[]> {
      const order = await deps.orders.findById(orderId);
      if (!order) return [];
      const cancelled = (await repository.ofOrder(orderId)).filter(
        (t) => t.status === 'cancelled' && t.holderEmail !== order.email,
      );
      const messages: MailMessage[] = [];
      const brand = await deps.brand();
      for (const [eventId, tickets] of byEvent(cancelled)) {
        const event = await eventOf(eventId);
        for (const email of new Set(tickets.map((t) => t.holderEmail))) {
          messages.push(
            refundedTicketsEmail({
              to: email,
              event,
              when: deps.documents.when(event),
              tickets: tickets.filter((t) => t.holderEmail === email),
              brand,
            }),
          );
        }
      }
      return messages;
    },

    /** A holder's reminder of an event, with their valid tickets (none left: no email). */
    async reminderEmail(job: ReminderJob): Promise<MailMessage | null> {
      const tickets = (await repository.namedIn(job.ticketIds)).filter(
        (t) => t.status === 'valid' && t.holderEmail === job.email,
      );
      if (tickets.length === 0) return null;
      const event = await eventOf(job.eventId);
      if (event.status !== 'published') return null;
      const order = await deps.orders.findById(tickets[0]?.orderId ?? '');
      return reminderEmail({
        to: job.email,
        forBuyer: order?.email === job.email,
        ticketUrl: holderUrl,
        event,
        when: deps.documents.when(event),
        tickets,
        files: {
          pdf: await deps.documents.pdf(event, tickets),
          calendar: deps.documents.calendar(event),
        },
        ticketsUrl: deps.documents.ticketsUrl(event),
        brand: await deps.brand(),
      });
    },

    /**
     * One ticket sent to its new holder after a transfer; nothing once it has moved on again
     * (that transfer sends its own) or stopped being valid.
     */
    async holderEmail(job: NewHolderJob): Promise<MailMessage | null> {
      const ticket = await repository.findNamed(job.ticketId);
      if (ticket?.status !== 'valid') return null;
      if (job.codeVersion !== undefined && ticket.codeVersion !== job.codeVersion) return null;
      const event = await eventOf(ticket.eventId);
      return ticketsEmail({
        event,
        when: deps.documents.when(event),
        ticketsUrl: deps.documents.ticketsUrl(event),
        brand: await deps.brand(),
        to: ticket.holderEmail,
        forBuyer: false,
        tickets: [ticket],
        ticketUrl: holderUrl,
        files: {
          pdf: await deps.documents.pdf(event, [ticket]),
          calendar: deps.documents.calendar(event),
        },
      });
    },

    /** The notice to whom a transfer took the ticket from (her code no longer valid). */
    async transferredEmail(job: OldHolderJob): Promise<MailMessage | null> {
      const ticket = await repository.findNamed(job.ticketId);
      if (!ticket) return null;
      const event = await eventOf(ticket.eventId);
      return transferredAwayEmail({
        to: job.holderEmail,
        holderName: job.holderName,
        ticketTypeName: ticket.ticketTypeName,
        event,
        when: deps.documents.when(event),
        brand: await deps.brand(),
      });
    },

    /** The caller's valid tickets for an event as one PDF. */
    async pdf(viewer: TicketViewer, eventId: string): Promise<{ file: Buffer; name: string }> {
      const tickets = (await repository.ofViewerEvent(viewer, eventId)).filter(
        (t) => t.status === 'valid',
      );
      if (tickets.length === 0) throw notFound(msg.noTickets);
      const event = await eventOf(eventId);
      return { file: await deps.documents.pdf(event, tickets), name: `entradas-${event.id}.pdf` };
    },

    /** An event's calendar file (published or cancelled ones). */
    async calendar(eventId: string): Promise<string> {
      await deps.publicEvents.getPublic(eventId);
      return deps.documents.calendar(await eventOf(eventId));
    },
  };
}

export type TicketsService = ReturnType<typeof createTicketsService>;
