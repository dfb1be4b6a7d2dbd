import type { Attendee } from '@shop/contracts';
import formStyles from '@/components/form.module.css';
import { useMediaQuery } from '@/lib/use-media-query';
import {
  attendeeState,
  attendeeStateLabel,
  paymentLabel,
} from '@/features/events-admin/utils/door';
import styles from './attendees.module.css';

/** From 768 px the list is a table; below, a card per ticket (docs/rules/admin.md). */
export const ATTENDEES_TABLE_QUERY = '(min-width: 768px)';

function StateBadge({ attendee, timeZone }: { attendee: Attendee; timeZone: string }) {
  return (
    <span className={styles.state} data-state={attendeeState(attendee)}>
      {attendeeStateLabel(attendee, timeZone)}
    </span>
  );
}

/** 'Registrar entrada' for a valid ticket not yet in; nothing for the others. */
function AdmitButton({
  attendee,
  pending,
  onAdmit,
}: {
  attendee: Attendee;
  pending: boolean;
  onAdmit: (attendee: Attendee) => void;
}) {
  if (attendeeState(attendee) !== 'pending') return null;
  return (
    <button
      type="button"
      className={formStyles.button}
      aria-label={`Registrar entrada de ${attendee.holderName}`}
      disabled={pending}
      onClick={() => onAdmit(attendee)}
    >
      Registrar entrada
    </button>
  );
}

/**
 * An event's tickets: holder (name and email), type, reference, order, paid or free, state,
 * and 'Registrar entrada' for those still to come in. A table from 768 px, cards below.
 */
export function AttendeeList({
  attendees,
  timeZone,
  pendingTicketId,
  onAdmit,
  compact = false,
}: {
  attendees: readonly Attendee[];
  timeZone: string;
  /** The ticket being checked in: its button waits. */
  pendingTicketId: string | null;
  onAdmit: (attendee: Attendee) => void;
  /** Cards whatever the width (the door's search, on a phone). */
  compact?: boolean;
}) {
  const wide = useMediaQuery(ATTENDEES_TABLE_QUERY) && !compact;
  if (wide) {
    return (
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Titular</th>
              <th scope="col">Tipo</th>
              <th scope="col">Referencia</th>
              <th scope="col">Pedido</th>
              <th scope="col">Precio</th>
              <th scope="col">Estado</th>
              <th scope="col">
                <span className={formStyles.srOnly}>Acciones</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {attendees.map((attendee) => (
              <tr key={attendee.ticketId}>
                <td>
                  <span className={styles.holder}>{attendee.holderName}</span>
                  <span className={styles.email}>{attendee.holderEmail}</span>
                </td>
                <td>{attendee.ticketTypeName}</td>
                <td className={styles.code}>{attendee.reference}</td>
                <td className={styles.code}>{attendee.orderNumber}</td>
                <td>{paymentLabel(attendee)}</td>
                <td>
                  <StateBadge attendee={attendee} timeZone={timeZone} />
                </td>
                <td className={styles.actionCell}>
                  <AdmitButton
                    attendee={attendee}
                    pending={pendingTicketId === attendee.ticketId}
                    onAdmit={onAdmit}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <ul className={styles.cards} aria-label="Entradas">
      {attendees.map((attendee) => (
        <li key={attendee.ticketId} className={styles.attendeeCard}>
          <div className={styles.cardTop}>
            <div className={styles.who}>
              <span className={styles.holder}>{attendee.holderName}</span>
              <span className={styles.email}>{attendee.holderEmail}</span>
            </div>
            <StateBadge attendee={attendee} timeZone={timeZone} />
          </div>
          <p className={styles.facts}>
            {attendee.ticketTypeName} · {paymentLabel(attendee)}
          </p>
          <p className={styles.facts}>
            Ref. <span className={styles.code}>{attendee.reference}</span> · Pedido{' '}
            <span className={styles.code}>{attendee.orderNumber}</span>
          </p>
          <AdmitButton
            attendee={attendee}
            pending={pendingTicketId === attendee.ticketId}
            onAdmit={onAdmit}
          />
        </li>
      ))}
    </ul>
  );
}
