import { formatEuros, type AdminEvent } from '@shop/contracts';
import formStyles from '@/components/form.module.css';
import { eventWhen, statusLabels, vatRateLabel } from '@/features/events-admin/utils/event-labels';
import { CheckInLink } from './check-in-link';
import styles from './events-admin.module.css';

const seats = (n: number) => (n === 1 ? '1 plaza' : `${n} plazas`);

function TicketTypeLine({ type }: { type: AdminEvent['ticketTypes'][number] }) {
  const price =
    type.priceCents === 0
      ? 'Gratuita'
      : `${formatEuros(type.priceCents)} (IVA ${vatRateLabel(type.vatRate === 10 ? 10 : 21)})`;
  return (
    <li>
      <span className={styles.ticketName}>{type.name}</span>
      <span className={styles.ticketFacts}>
        {price} · {seats(type.quota)} · quedan {type.available}
      </span>
    </li>
  );
}

function EventCard({
  event,
  editId,
  onOpen,
  onAttendees,
}: {
  event: AdminEvent;
  editId: string;
  onOpen: () => void;
  onAttendees: () => void;
}) {
  const titleId = `${editId}-title`;
  const cover = event.cover;
  return (
    <li>
      <article className={styles.card} aria-labelledby={titleId}>
        {cover ? (
          <img
            className={styles.cover}
            src={cover.images.jpeg[0]?.url ?? cover.imagePath}
            width={cover.width}
            height={cover.height}
            alt=""
            loading="lazy"
          />
        ) : (
          <div className={styles.noCover}>Sin imagen</div>
        )}
        <div className={styles.cardBody}>
          <h3 id={titleId} className={styles.cardTitle}>
            {event.name}
          </h3>
          <div className={styles.tags}>
            <span className={styles.badge} data-status={event.status}>
              {statusLabels[event.status]}
            </span>
            {event.past && <span className={styles.badge}>Ya terminó</span>}
          </div>
          <p className={styles.meta}>
            <strong>{eventWhen(event)}</strong>
          </p>
          <p className={styles.meta}>{event.location}</p>
          {event.capacity !== null && (
            <p className={styles.meta}>Aforo compartido: {seats(event.capacity)}</p>
          )}
          <ul className={styles.tickets} aria-label="Tipos de entrada">
            {event.ticketTypes.map((type) => (
              <TicketTypeLine key={type.id} type={type} />
            ))}
          </ul>
          <div className={styles.cardActions}>
            <button
              id={editId}
              type="button"
              className={formStyles.secondaryButton}
              aria-label={`${event.status === 'cancelled' ? 'Ver' : 'Editar'} «${event.name}»`}
              onClick={onOpen}
            >
              {event.status === 'cancelled' ? 'Ver' : 'Editar'}
            </button>
            {event.status === 'published' && (
              <>
                <button
                  id={`${editId}-asistentes`}
                  type="button"
                  className={formStyles.secondaryButton}
                  aria-label={`Asistentes de «${event.name}»`}
                  onClick={onAttendees}
                >
                  Asistentes
                </button>
                <CheckInLink
                  className={formStyles.secondaryButton}
                  eventId={event._id}
                  label={`Check-in de «${event.name}»`}
                >
                  Check-in
                </CheckInLink>
              </>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}

/** Every event, soonest first (the server's order), each with its state and ticket types. */
export function EventList({
  events,
  idPrefix,
  onOpen,
  onAttendees,
}: {
  events: readonly AdminEvent[];
  /** Each card's button gets `${idPrefix}-${event id}`, to put the focus back on it. */
  idPrefix: string;
  onOpen: (event: AdminEvent) => void;
  /** 'Asistentes' of a published event. */
  onAttendees: (event: AdminEvent) => void;
}) {
  if (events.length === 0) {
    return (
      <p className={styles.muted}>Todavía no hay eventos. Crea el primero con «Nuevo evento».</p>
    );
  }
  return (
    <ul className={styles.list} aria-label="Eventos">
      {events.map((event) => (
        <EventCard
          key={event._id}
          event={event}
          editId={`${idPrefix}-${event._id}`}
          onOpen={() => onOpen(event)}
          onAttendees={() => onAttendees(event)}
        />
      ))}
    </ul>
  );
}
