import { Link, useParams } from 'react-router';
import { eventMessages, paths, type PublicEvent } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { RichText } from '@/components/rich-text';
import { Spinner } from '@/components/spinner';
import { messageFrom } from '@/lib/error-message';
import { usePageTitle } from '@/lib/use-page-title';
import { isNotFound, usePublicEvent } from '@/features/events/api/get-event';
import type {
  RenderEventImage,
  SignInSlot,
  TicketPaymentSlot,
} from '@/features/events/components/event-slots';
import { EventHeader } from '@/features/events/components/event-header';
import { TicketOrder } from '@/features/events/components/ticket-order';
import { eventTexts } from '@/features/events/utils/event-texts';
import { mapLinkOf } from '@/features/events/utils/map-link';
import { sellsNothing } from '@/features/events/utils/ticket-rules';
import styles from './event-page.module.css';

/**
 * How wide the cover is drawn (event-page.module.css): 3/5 of a page of at most 72rem with
 * 1.25rem of padding and a 3rem gap from 1024 px; the whole width below.
 */
export const EVENT_COVER_SIZES =
  '(min-width: 1152px) 638px, (min-width: 1024px) calc((100vw - 5.5rem) * 0.6), ' +
  'calc(100vw - 2.5rem)';

/**
 * /events/{id} (docs/rules/events.md): the event on the venue's clock, its place and text,
 * and its tickets. The cover, the sign-in form and the payment step are other features',
 * handed in by the router.
 */
export function EventPage({
  renderImage,
  payment,
  signIn,
}: {
  renderImage?: RenderEventImage;
  payment?: TicketPaymentSlot;
  signIn?: SignInSlot;
}) {
  const { id = '' } = useParams();
  const event = usePublicEvent(id);
  usePageTitle(event.data?.name ?? (isNotFound(event.error) ? eventMessages.notFound : 'Evento'));

  if (event.isPending) return <Spinner label="Cargando evento..." />;
  if (event.isError) {
    return (
      <section className={styles.missing}>
        {isNotFound(event.error) ? (
          <h1 className={styles.missingTitle}>{eventMessages.notFound}</h1>
        ) : (
          <>
            <h1 className={styles.missingTitle}>Evento</h1>
            <FormMessage kind="error">
              {messageFrom(event.error, eventTexts.eventFailed)}
            </FormMessage>
            <button
              type="button"
              className={formStyles.secondaryButton}
              onClick={() => void event.refetch()}
            >
              Reintentar
            </button>
          </>
        )}
        <p>
          <Link to={paths.events.build()}>Ver los eventos</Link>
        </p>
      </section>
    );
  }
  return (
    <EventDetails event={event.data} renderImage={renderImage} payment={payment} signIn={signIn} />
  );
}

function EventDetails({
  event,
  renderImage,
  payment,
  signIn,
}: {
  event: PublicEvent;
  renderImage?: RenderEventImage;
  payment?: TicketPaymentSlot;
  signIn?: SignInSlot;
}) {
  return (
    <article className={styles.page} aria-labelledby="event-title">
      <EventHeader
        event={event}
        titleId="event-title"
        back={{ to: paths.events.build(), label: '← Eventos' }}
        className={styles.header}
      />
      <div className={styles.main}>
        <div className={styles.cover}>
          {event.cover && renderImage ? (
            renderImage(event.cover, EVENT_COVER_SIZES, true)
          ) : (
            <div className={styles.noImage}>{eventTexts.noImage}</div>
          )}
        </div>
        {event.descriptionHtml && (
          <RichText html={event.descriptionHtml} className={styles.description} />
        )}
      </div>
      <div className={styles.side}>
        <section className={styles.place} aria-labelledby="event-place">
          <h2 id="event-place" className={styles.placeTitle}>
            Lugar
          </h2>
          <p className={styles.venue}>{event.venueName}</p>
          <p className={styles.address}>{event.venueAddress}</p>
          <p className={styles.links}>
            <a href={mapLinkOf(event.venueAddress)} target="_blank" rel="noopener noreferrer">
              Ver en el mapa
            </a>
            {event.onlineUrl && (
              <a href={event.onlineUrl} target="_blank" rel="noopener noreferrer">
                Enlace para seguirlo en línea
              </a>
            )}
          </p>
        </section>
        {!sellsNothing(event) && <TicketOrder event={event} Payment={payment} SignIn={signIn} />}
      </div>
    </article>
  );
}
