import { Link } from 'react-router';
import { eventTimeZones, eventWhen, paths, type BuyerOrder } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { useSession } from '@/lib/session/session-context';
import { messageFrom } from '@/lib/error-message';
import { useDownloadTicketsPdf } from '@/features/buyer-orders/api/buyer-order';
import styles from './buyer-order.module.css';

type TicketLine = BuyerOrder['tickets'][number];

const zoneOf = (line: TicketLine) =>
  eventTimeZones.find((zone) => zone === line.timeZone) ?? 'Europe/Madrid';

/** The owner's ways to their tickets: the event's page of them, and the PDF. */
function OwnerLinks({ line }: { line: TicketLine }) {
  const pdf = useDownloadTicketsPdf(line.eventId);
  return (
    <>
      <div className={styles.buttons}>
        <Link to={paths.myTickets.build(line.eventId)} className={formStyles.secondaryButton}>
          Ver mis entradas
        </Link>
        <button
          type="button"
          className={formStyles.secondaryButton}
          disabled={pdf.isPending}
          onClick={() => pdf.mutate()}
        >
          {pdf.isPending ? 'Preparando el PDF...' : 'Descargar entradas (PDF)'}
        </button>
      </div>
      <FormMessage kind="error">
        {pdf.isError ? messageFrom(pdf.error, 'No pudimos preparar el PDF.') : null}
      </FormMessage>
    </>
  );
}

/** One event's tickets: when and where, the type, each holder and reference. */
function TicketLineCard({ line, owner }: { line: TicketLine; owner: boolean }) {
  return (
    <li className={styles.ticketLine}>
      <p className={styles.itemTitle}>
        <Link to={paths.event.build(line.eventId)}>{line.eventName}</Link>
      </p>
      <p className={styles.muted}>{eventWhen(line.startsAt, line.endsAt, zoneOf(line))}</p>
      <p className={styles.muted}>
        {line.venueName}, {line.venueAddress}
      </p>
      <p>
        {line.ticketType} · {line.quantity} {line.quantity === 1 ? 'entrada' : 'entradas'}
      </p>
      <ul className={styles.holders} aria-label={`Asistentes de ${line.eventName}`}>
        {line.holders.map((holder, index) => (
          <li key={`${holder.reference ?? ''}-${index}`}>
            <span>{holder.fullName}</span>
            <span className={styles.muted}>{holder.email}</span>
            {holder.reference && (
              <span className={styles.reference}>
                Referencia {holder.reference}
                {holder.status === 'cancelled' ? ' · anulada' : ''}
              </span>
            )}
          </li>
        ))}
      </ul>
      {owner && <OwnerLinks line={line} />}
    </li>
  );
}

/**
 * 'Tus entradas' (docs/rules/checkout-and-payments.md#receipt): what a ticket order bought.
 * The tickets' own pages and PDF are behind the owner's session; a link opened without it
 * says where the tickets went.
 */
export function OrderTickets({ order }: { order: BuyerOrder }) {
  const { isAuthenticated } = useSession();
  const paid = order.status !== 'pending_payment' && order.status !== 'payment_failed';
  return (
    <section className={styles.card} aria-labelledby="order-tickets">
      <h2 id="order-tickets" className={styles.cardTitle}>
        Tus entradas
      </h2>
      <ul className={styles.ticketLines}>
        {order.tickets.map((line, index) => (
          <TicketLineCard key={index} line={line} owner={paid && order.viewerIsOwner} />
        ))}
      </ul>
      {paid && !order.viewerIsOwner && (
        <p className={styles.muted}>
          Cada asistente recibe su entrada por email.{' '}
          {isAuthenticated ? (
            'Las entradas de este pedido están en la cuenta con la que se compraron.'
          ) : (
            <>
              <Link to={paths.signIn.build()}>Inicia sesión</Link> para verlas y descargarlas.
            </>
          )}
        </p>
      )}
    </section>
  );
}
