import { Link, useParams, useSearchParams } from 'react-router';
import { paths, type HolderTicket } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { Spinner } from '@/components/spinner';
import { messageFrom } from '@/lib/error-message';
import { usePageTitle } from '@/lib/use-page-title';
import { isNotFound } from '@/features/events/api/get-event';
import { holderTicketPdfUrl, useHolderTicket } from '@/features/events/api/holder-ticket';
import { calendarUrl } from '@/features/events/api/my-events';
import { EventHeader } from '@/features/events/components/event-header';
import { EventPlace } from '@/features/events/components/event-place';
import { TicketCard } from '@/features/events/components/ticket-card';
import { myTicketsTexts as texts } from '@/features/events/utils/my-tickets-texts';
import styles from './my-tickets-page.module.css';

/**
 * /entrada/{id}?token= : one ticket reached from its holder's email, with no account: the
 * event, when and where, the QR the door scans, its PDF and the calendar file. A wrong link,
 * or one from before the ticket changed hands, finds no ticket.
 */
export function HolderTicketPage() {
  const { ticketId = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const found = useHolderTicket(ticketId, token);
  usePageTitle(
    found.data
      ? `${texts.holderTitle}: ${found.data.event.name}`
      : isNotFound(found.error)
        ? texts.holderNotFound
        : texts.holderTitle,
  );

  if (found.isPending) return <Spinner label={texts.holderLoading} />;
  if (found.isError) {
    return (
      <section className={styles.missing}>
        {isNotFound(found.error) ? (
          <>
            <h1 className={styles.missingTitle}>{texts.holderNotFound}</h1>
            <p>{texts.holderNotFoundHint}</p>
          </>
        ) : (
          <>
            <h1 className={styles.missingTitle}>{texts.holderTitle}</h1>
            <FormMessage kind="error">
              {messageFrom(found.error, texts.holderLoadFailed)}
            </FormMessage>
            <button
              type="button"
              className={formStyles.secondaryButton}
              onClick={() => void found.refetch()}
            >
              Reintentar
            </button>
          </>
        )}
        <p>
          <Link to={paths.events.build()}>{texts.seeEvents}</Link>
        </p>
      </section>
    );
  }
  return <HolderTicketView data={found.data} token={token} />;
}

function HolderTicketView({
  data: { event, ticket },
  token,
}: {
  data: HolderTicket;
  token: string;
}) {
  const cancelled = event.status === 'cancelled';
  const valid = ticket.status === 'valid';
  return (
    <article className={styles.page} aria-labelledby="holder-ticket-title">
      <EventHeader
        event={event}
        titleId="holder-ticket-title"
        back={{ to: paths.events.build(), label: texts.backToEvents }}
      >
        <EventPlace event={event} />
        <div className={styles.actions}>
          {valid && (
            <a className={formStyles.button} href={holderTicketPdfUrl(ticket.id, token)} download>
              {texts.downloadPdf}
            </a>
          )}
          {!cancelled && (
            <a className={formStyles.secondaryButton} href={calendarUrl(event._id)} download>
              {texts.addToCalendar}
            </a>
          )}
        </div>
      </EventHeader>
      <section className={styles.tickets} aria-labelledby="holder-ticket-list">
        <h2 id="holder-ticket-list" className={styles.ticketsTitle}>
          {texts.ticketsTitle(1)}
        </h2>
        {valid && !event.past && !cancelled && <p className={styles.hint}>{texts.showAtDoor}</p>}
        <ul className={styles.grid}>
          <li>
            <TicketCard
              ticket={ticket}
              eventId={event._id}
              timeZone={event.timeZone}
              canChangeHolder={false}
            />
          </li>
        </ul>
      </section>
    </article>
  );
}
