import { useId } from 'react';
import type { AdminEvent, AdminWaitlistEntry } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { messageFrom } from '@/lib/error-message';
import { useMediaQuery } from '@/lib/use-media-query';
import { useAdminWaitlist } from '@/features/events-admin/api/waitlist';
import {
  venueDateTime,
  waitlistLines,
  waitlistSeatsLabel,
  waitlistStatusLabel,
  waitlistStatusTone,
} from '@/features/events-admin/utils/waitlist-labels';
import { ATTENDEES_TABLE_QUERY } from './attendee-list';
import styles from './attendees.module.css';
import adminStyles from './events-admin.module.css';

const NO_POSITION = '—';

function StatusBadge({ entry, timeZone }: { entry: AdminWaitlistEntry; timeZone: string }) {
  return (
    <span className={styles.state} data-state={waitlistStatusTone[entry.status]}>
      {waitlistStatusLabel(entry, timeZone)}
    </span>
  );
}

/**
 * 'Lista de espera' under an event's attendees (docs/rules/events.md#waitlist): each ticket
 * type's line in order, with every entry's place, who, how many seats, its state and when
 * it joined. A table per type from 768 px, cards below.
 */
export function WaitlistSection({ event }: { event: AdminEvent }) {
  const id = useId();
  const waitlist = useAdminWaitlist(event._id);
  const wide = useMediaQuery(ATTENDEES_TABLE_QUERY);
  const lines = waitlist.data ? waitlistLines(waitlist.data.entries, event.ticketTypes) : [];

  return (
    <section className={styles.waitlist} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className={styles.waitlistTitle}>
        Lista de espera
      </h4>
      {waitlist.isPending ? (
        <Spinner label="Cargando la lista de espera..." />
      ) : waitlist.isError ? (
        <FormMessage kind="error">
          {messageFrom(waitlist.error, 'No se pudo cargar la lista de espera.')}
        </FormMessage>
      ) : lines.length === 0 ? (
        <p className={adminStyles.muted}>Nadie en la lista de espera.</p>
      ) : (
        lines.map((line) =>
          wide ? (
            <div key={line.ticketTypeId} className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className={styles.caption}>{line.name}</caption>
                <thead>
                  <tr>
                    <th scope="col">Puesto</th>
                    <th scope="col">Nombre</th>
                    <th scope="col">Email</th>
                    <th scope="col">Plazas</th>
                    <th scope="col">Estado</th>
                    <th scope="col">Fecha</th>
                  </tr>
                </thead>
                <tbody>
                  {line.entries.map((entry) => (
                    <tr key={entry.id}>
                      <td className={styles.number}>{entry.position ?? NO_POSITION}</td>
                      <td>
                        <span className={styles.holder}>{entry.name}</span>
                      </td>
                      <td>
                        <span className={styles.email}>{entry.email}</span>
                      </td>
                      <td>{waitlistSeatsLabel(entry)}</td>
                      <td>
                        <StatusBadge entry={entry} timeZone={event.timeZone} />
                      </td>
                      <td className={styles.number}>
                        {venueDateTime(entry.createdAt, event.timeZone)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <div key={line.ticketTypeId} className={styles.waitlistLine}>
              <h5 id={`${id}-${line.ticketTypeId}`} className={styles.waitlistType}>
                {line.name}
              </h5>
              <ul className={styles.cards} aria-labelledby={`${id}-${line.ticketTypeId}`}>
                {line.entries.map((entry) => (
                  <li key={entry.id} className={styles.attendeeCard}>
                    <div className={styles.cardTop}>
                      <div className={styles.who}>
                        <span className={styles.holder}>{entry.name}</span>
                        <span className={styles.email}>{entry.email}</span>
                      </div>
                      <StatusBadge entry={entry} timeZone={event.timeZone} />
                    </div>
                    <p className={styles.facts}>
                      Puesto {entry.position ?? NO_POSITION} · Plazas: {waitlistSeatsLabel(entry)}
                    </p>
                    <p className={styles.facts}>
                      Fecha: {venueDateTime(entry.createdAt, event.timeZone)}
                    </p>
                  </li>
                ))}
              </ul>
            </div>
          ),
        )
      )}
    </section>
  );
}
