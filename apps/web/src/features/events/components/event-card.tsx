import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths, type PublicEvent } from '@shop/contracts';
import formStyles from '@/components/form.module.css';
import { dateBadge, longDate } from '@shop/contracts';
import { eventTexts } from '@/features/events/utils/event-texts';
import type { RenderEventImage } from './event-slots';
import styles from './event-card.module.css';

/**
 * How wide a card's cover is drawn (events-page.module.css): a third of the page of at most
 * 80rem from 1024 px, half from 640 px, the whole width below.
 */
export const EVENT_CARD_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) calc((100vw - 5.5rem) / 3), ' +
  '(min-width: 640px) calc((100vw - 3.75rem) / 2), calc(100vw - 2.5rem)';

/**
 * The spec's event card: the cover (or 'Sin imagen'), the start date's badge on the venue's
 * clock, name, location and 'Ver evento'. `action` is a second button beside it (the
 * customer's 'Ver tickets').
 */
export function EventCard({
  event,
  renderImage,
  quiet = false,
  action,
}: {
  event: PublicEvent;
  renderImage?: RenderEventImage;
  /** A past event: drawn quieter. */
  quiet?: boolean;
  /**
   * A second action beside 'Ver evento', e.g. the customer's 'Ver tickets'; a function gets
   * the id of the card's name, to describe the action by it.
   */
  action?: ReactNode | ((describedBy: string) => ReactNode);
}) {
  const id = useId();
  const cancelled = event.status === 'cancelled';
  return (
    <article className={styles.card} aria-labelledby={`${id}-name`} data-quiet={quiet || undefined}>
      <div className={styles.media}>
        {event.cover && renderImage ? (
          renderImage(event.cover, EVENT_CARD_SIZES)
        ) : (
          <div className={styles.noImage}>{eventTexts.noImage}</div>
        )}
        <p className={styles.badge} aria-hidden="true" data-testid="event-badge">
          {dateBadge(event.startDate, event.timeZone)}
        </p>
        {cancelled && <p className={styles.cancelled}>{eventTexts.cancelledBadge}</p>}
      </div>
      <div className={styles.body}>
        <h3 id={`${id}-name`} className={styles.name}>
          {event.name}
        </h3>
        <p className={styles.when}>
          <time dateTime={event.startDate}>{longDate(event.startDate, event.timeZone)}</time>
        </p>
        <p className={styles.location}>{event.location}</p>
        <div className={styles.actions}>
          <Link
            to={paths.event.build(event._id)}
            className={formStyles.secondaryButton}
            aria-describedby={`${id}-name`}
          >
            Ver evento
          </Link>
          {typeof action === 'function' ? action(`${id}-name`) : action}
        </div>
      </div>
    </article>
  );
}
