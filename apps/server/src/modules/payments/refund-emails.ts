import { and, eq, isNull, sql } from 'drizzle-orm';
import { formatEuros, orderNumber } from '@shop/contracts';
import type { Database } from '#src/db/client';
import { refunds } from '#src/db/schema/index';
import type { JobTransaction } from '#src/infra/jobs';
import { emailLayout, type EmailBrand } from '#src/lib/email-layout';
import type { MailMessage } from '#src/lib/mail';

export const REFUND_EMAIL_QUEUE = 'payments.email-refund';
export const REFUND_EMAIL_RETRIES = 5;

export interface RefundEmailFacts {
  orderId: string;
  email: string;
  amountCents: number;
  refundedCents: number;
  totalCents: number;
  card: { brand: string; last4: string } | null;
}

/** The buyer's note that money went back to their card. */
export function refundEmail(facts: RefundEmailFacts, site: EmailBrand): MailMessage {
  const number = orderNumber(facts.orderId);
  const card = facts.card ? ` (${facts.card.brand} ···· ${facts.card.last4})` : '';
  const whole = facts.refundedCents >= facts.totalCents;
  return {
    to: facts.email,
    subject: `Reembolso de tu pedido ${number}`,
    ...emailLayout(site, `Te hemos devuelto ${formatEuros(facts.amountCents)}`, [
      `Hemos reembolsado ${formatEuros(facts.amountCents)} de tu pedido ${number} a la tarjeta con la que pagaste${card}.`,
      whole
        ? `El pedido queda reembolsado por completo (${formatEuros(facts.refundedCents)}).`
        : `En total te hemos devuelto ${formatEuros(facts.refundedCents)} de ${formatEuros(facts.totalCents)}.`,
      'Según tu banco, el importe puede tardar de 5 a 10 días hábiles en aparecer en tu cuenta.',
    ]),
  };
}

/**
 * Each succeeded refund of an order is announced once: marked in the transaction that
 * queues its email (the outbox), whichever way it came (the admin, the buyer, the
 * provider's dashboard).
 */
export async function queueRefundEmails(
  db: Database,
  orderId: string,
  send: (refundId: string, tx: JobTransaction) => Promise<void>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(refunds)
      .set({ buyerNotifiedAt: sql`now()` })
      .where(
        and(
          eq(refunds.orderId, orderId),
          eq(refunds.status, 'succeeded'),
          isNull(refunds.buyerNotifiedAt),
        ),
      )
      .returning({ id: refunds.id });
    for (const { id } of marked) await send(id, tx);
    return marked.length;
  });
}
