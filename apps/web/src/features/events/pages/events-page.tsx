import { Link } from 'react-router';
import { paths, type PublicEvent } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { Spinner } from '@/components/spinner';
import { messageFrom } from '@/lib/error-message';
import { usePageTitle } from '@/lib/use-page-title';
import { usePublicEvents } from '@/features/events/api/get-events';
import { useMyEventIds } from '@/features/events/api/my-events';
import { EventCard } from '@/features/events/components/event-card';
import type { RenderEventImage } from '@/features/events/components/event-slots';
import { SeeTicketsLink } from '@/features/events/components/see-tickets-link';
import { eventTexts } from '@/features/events/utils/event-texts';
import styles from './events-page.module.css';

/**
 * /events (docs/rules/events.md): the upcoming events as cards, soonest first, and the past
 * ones apart. Under 1024 px the page does not scroll (routes.tsx): this region scrolls
 * inside itself, and takes the keyboard's focus so it can be scrolled without a pointer.
 */
export function EventsPage({ renderImage }: { renderImage?: RenderEventImage }) {
  usePageTitle('Eventos');
  const events = usePublicEvents();
  // Signed in: the events the visitor holds tickets for get 'Ver tickets' (none asked else).
  const held = useMyEventIds();
  return (
    <section className={styles.page} aria-labelledby="events-title" tabIndex={0}>
      <div className={styles.inner}>
        <h1 id="events-title" className={styles.title}>
          Eventos
        </h1>
        {events.isPending && <Spinner label="Cargando eventos..." />}
        {events.isError && (
          <div className={styles.failed}>
            <FormMessage kind="error">
              {messageFrom(events.error, eventTexts.listFailed)}
            </FormMessage>
            <button
              type="button"
              className={formStyles.secondaryButton}
              onClick={() => void events.refetch()}
            >
              Reintentar
            </button>
          </div>
        )}
        {events.data && (
          <>
            {events.data.upcoming.length === 0 ? (
              <div className={styles.empty}>
                <p className={styles.muted}>{eventTexts.noUpcoming}</p>
                <p>
                  <Link to={paths.comingSoon.build()}>{eventTexts.launchListLink}</Link>
                </p>
              </div>
            ) : (
              <section aria-labelledby="upcoming-title" className={styles.group}>
                <h2 id="upcoming-title" className={styles.groupTitle}>
                  Próximas fechas
                </h2>
                <EventList events={events.data.upcoming} renderImage={renderImage} held={held} />
              </section>
            )}
            {events.data.past.length > 0 && (
              <section aria-labelledby="past-title" className={`${styles.group} ${styles.past}`}>
                <h2 id="past-title" className={styles.groupTitle}>
                  Eventos pasados
                </h2>
                <EventList events={events.data.past} renderImage={renderImage} held={held} quiet />
              </section>
            )}
          </>
        )}
      </div>
    </section>
  );
}

function EventList({
  events,
  renderImage,
  held,
  quiet = false,
}: {
  events: PublicEvent[];
  renderImage?: RenderEventImage;
  /** The events the visitor holds tickets for. */
  held: ReadonlySet<string>;
  quiet?: boolean;
}) {
  return (
    <ul className={styles.grid}>
      {events.map((event) => (
        <li key={event._id}>
          <EventCard
            event={event}
            renderImage={renderImage}
            quiet={quiet}
            action={
              held.has(event._id)
                ? (describedBy) => <SeeTicketsLink eventId={event._id} describedBy={describedBy} />
                : undefined
            }
          />
        </li>
      ))}
    </ul>
  );
}
