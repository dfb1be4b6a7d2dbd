import { Link } from 'react-router';
import { paths } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { Spinner } from '@/components/spinner';
import { useMyEvents } from '@/features/events/api/my-events';
import { myTicketsTexts as texts } from '@/features/events/utils/my-tickets-texts';
import { EventCard } from './event-card';
import type { RenderEventImage } from './event-slots';
import styles from './my-events-list.module.css';
import { SeeTicketsLink } from './see-tickets-link';

/**
 * 'Mis Eventos' (the account hands it this place): the events the customer holds tickets
 * for as the list's cards, each with 'Ver tickets', soonest first, past ones quieter; or
 * 'No tienes eventos registrados.' and 'Descubrir eventos'.
 */
export function MyEventsList({ renderImage }: { renderImage?: RenderEventImage }) {
  const mine = useMyEvents();
  if (mine.isError) {
    return (
      <div className={styles.failed}>
        <FormMessage kind="error">{texts.myEventsFailed}</FormMessage>
        <button
          type="button"
          className={formStyles.secondaryButton}
          onClick={() => void mine.refetch()}
        >
          Reintentar
        </button>
      </div>
    );
  }
  if (!mine.data) return <Spinner label="Cargando tus eventos..." />;
  if (mine.data.events.length === 0) {
    return (
      <>
        <p className={styles.empty}>{texts.noEvents}</p>
        <Link to={paths.events.build()} className={formStyles.secondaryButton}>
          {texts.discoverEvents}
        </Link>
      </>
    );
  }
  return (
    <ul className={styles.grid}>
      {mine.data.events.map((event) => (
        <li key={event._id}>
          <EventCard
            event={event}
            renderImage={renderImage}
            quiet={event.past}
            action={(describedBy) => (
              <SeeTicketsLink eventId={event._id} describedBy={describedBy} />
            )}
          />
        </li>
      ))}
    </ul>
  );
}
