import { formatEuros } from '@shop/contracts';
import type { Database } from '#src/db/client';
import type { EventRow } from '#src/db/schema/index';
import type { JobTransaction } from '#src/infra/jobs';
import { emailLayout, type EmailBrand } from '#src/lib/email-layout';
import type { MailMessage } from '#src/lib/mail';
import type { Order } from '#src/modules/orders/orders.port';
import { createTicketsRepository, type NamedTicket } from './tickets.repository';

/** One order's part of a cancelled event, as its email job carries it. */
export interface CancellationJob {
  eventId: string;
  orderId: string;
  /** What was refunded to the buyer (0: free, or nothing left to refund). */
  refundedCents: number;
}

/**
 * An event cancelled (docs/rules/events.md#cancelling): each order holding its tickets is
 * handled by its own job: the tickets' price refunded through the ledger (with a key, so a
 * retried job never refunds twice), then the tickets cancelled and, in that transaction,
 * one email queued for the buyer and each other holder.
 */
export function createEventCancellation(deps: {
  db: Database;
  orders: { findById(id: string): Promise<Order | null> };
  ledger: {
    refund(request: {
      orderId: string;
      amountCents: number;
      reason: 'requested_by_customer';
      origin: 'admin';
      requestedBy: null;
      key: string;
    }): Promise<{ refund: { amountCents: number; status: string } }>;
    money(orderId: string): Promise<{ refundableCents: number }>;
  };
  queueEmails: (data: CancellationJob, tx: JobTransaction) => Promise<void>;
}) {
  const repository = createTicketsRepository(deps.db);

  return {
    ordersOf: (eventId: string) => repository.ordersWithValidTickets(eventId),

    /** One order's part of a cancelled event; returns the cents refunded now. */
    async cancelOrder(eventId: string, orderId: string): Promise<number> {
      const valid = await repository.validOf(orderId, eventId);
      if (valid.length === 0) return 0;
      const order = await deps.orders.findById(orderId);
      const price = valid.reduce((sum, t) => sum + t.priceCents, 0);
      let refunded = 0;
      if (
        order &&
        price > 0 &&
        (order.status === 'paid' || order.status === 'partially_refunded')
      ) {
        const left = (await deps.ledger.money(orderId)).refundableCents;
        const amountCents = Math.min(price, left);
        if (amountCents > 0) {
          const { refund } = await deps.ledger.refund({
            orderId,
            amountCents,
            reason: 'requested_by_customer',
            origin: 'admin',
            requestedBy: null,
            key: `event-cancelled:${eventId}:${orderId}`,
          });
          refunded =
            refund.status === 'succeeded' || refund.status === 'pending' ? refund.amountCents : 0;
        }
      }
      await deps.db.transaction(async (tx) => {
        const cancelled = await createTicketsRepository(tx).cancel(orderId, eventId);
        if (cancelled > 0) {
          await deps.queueEmails({ eventId, orderId, refundedCents: refunded }, tx);
        }
      });
      return refunded;
    },
  };
}

/** The cancellation as each person hears it: the buyer with the refund, a holder without. */
export function cancellationEmail(input: {
  to: string;
  forBuyer: boolean;
  event: EventRow;
  when: string;
  tickets: readonly NamedTicket[];
  refundedCents: number;
  brand: EmailBrand;
}): MailMessage {
  const { event, brand } = input;
  const refund =
    input.refundedCents > 0
      ? `Te devolvemos ${formatEuros(input.refundedCents)} a la tarjeta con la que pagaste; el banco suele tardar de 5 a 10 días en mostrarlo.`
      : 'Era una inscripción gratuita: no hay nada que devolver.';
  return {
    to: input.to,
    subject: `Cancelado: ${event.name}`,
    ...emailLayout(
      brand,
      `${event.name} se ha cancelado`,
      [
        `Lo sentimos: el evento ${event.name} (${input.when}, ${event.venueName}) se ha cancelado y ${
          input.tickets.length === 1
            ? 'tu entrada ya no es válida'
            : 'tus entradas ya no son válidas'
        }.`,
        { rows: input.tickets.map((t) => ({ label: t.ticketTypeName, value: t.holderName })) },
        ...(input.forBuyer ? [refund] : []),
        `Si tienes cualquier duda, escríbenos a ${brand.contactEmail}.`,
      ],
      { label: 'Ver otros eventos', url: `${brand.publicUrl}/events` },
    ),
  };
}
