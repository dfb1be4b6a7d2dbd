import { Link } from 'react-router';
import { paths } from '@shop/contracts';
import formStyles from '@/components/form.module.css';
import styles from '@/features/events/pages/my-tickets-page.module.css';
import { mapLinkOf } from '@/features/events/utils/map-link';
import { myTicketsTexts as texts } from '@/features/events/utils/my-tickets-texts';

interface Place {
  _id: string;
  venueName: string;
  venueAddress: string;
  onlineUrl?: string | null;
}

/** Where a ticket's event happens, with the map, the online link and the event's page. */
export function EventPlace({ event }: { event: Place }) {
  return (
    <div className={styles.place}>
      <h2 className={formStyles.srOnly}>{texts.place}</h2>
      <p className={styles.venue}>
        <strong>{event.venueName}</strong>
        <span>{event.venueAddress}</span>
      </p>
      <p className={styles.links}>
        <a href={mapLinkOf(event.venueAddress)} target="_blank" rel="noopener noreferrer">
          {texts.map}
        </a>
        {event.onlineUrl && (
          <a href={event.onlineUrl} target="_blank" rel="noopener noreferrer">
            {texts.online}
          </a>
        )}
        <Link to={paths.event.build(event._id)}>Ver evento</Link>
      </p>
    </div>
  );
}
