import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { eventMessages, paths, type MyEventTickets } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { Spinner } from '@/components/spinner';
import { messageFrom } from '@/lib/error-message';
import { usePageTitle } from '@/lib/use-page-title';
import { isNotFound } from '@/features/events/api/get-event';
import {
  calendarUrl,
  useDownloadTicketsPdf,
  useMyEventTickets,
} from '@/features/events/api/my-events';
import { EventHeader } from '@/features/events/components/event-header';
import { EventPlace } from '@/features/events/components/event-place';
import { TicketCard } from '@/features/events/components/ticket-card';
import { myTicketsTexts as texts } from '@/features/events/utils/my-tickets-texts';
import styles from './my-tickets-page.module.css';

/** 'Mis Eventos' in the account (the account's sub-page on a phone). */
const MY_EVENTS_PATH = paths.profileSection.build('eventos');

/**
 * /mistickets/{id} (signed in): the caller's tickets for an event, each with the QR the door
 * scans, the PDF of them all, the event's calendar file, and 'Transferir'.
 */
export function MyTicketsPage() {
  const { id = '' } = useParams();
  const tickets = useMyEventTickets(id);
  usePageTitle(
    tickets.data
      ? `${texts.pageTitle}: ${tickets.data.event.name}`
      : isNotFound(tickets.error)
        ? eventMessages.noTickets
        : texts.pageTitle,
  );

  if (tickets.isPending) return <Spinner label={texts.loading} />;
  if (tickets.isError) {
    return (
      <section className={styles.missing}>
        {isNotFound(tickets.error) ? (
          <h1 className={styles.missingTitle}>{eventMessages.noTickets}</h1>
        ) : (
          <>
            <h1 className={styles.missingTitle}>{texts.pageTitle}</h1>
            <FormMessage kind="error">{messageFrom(tickets.error, texts.loadFailed)}</FormMessage>
            <button
              type="button"
              className={formStyles.secondaryButton}
              onClick={() => void tickets.refetch()}
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
  return <MyTickets data={tickets.data} />;
}

function MyTickets({ data: { event, tickets } }: { data: MyEventTickets }) {
  const download = useDownloadTicketsPdf(event._id, event.name);
  const cancelled = event.status === 'cancelled';
  // The page's opening time: a holder can change until the event starts (the server checks).
  const [openedAt] = useState(Date.now);
  const started = openedAt >= Date.parse(event.startDate);
  const hasValid = tickets.some((t) => t.status === 'valid');

  return (
    <article className={styles.page} aria-labelledby="my-tickets-title">
      <EventHeader
        event={event}
        titleId="my-tickets-title"
        back={{ to: MY_EVENTS_PATH, label: texts.backToMyEvents }}
        eyebrow={texts.pageTitle}
      >
        <EventPlace event={event} />
        <div className={styles.actions}>
          {hasValid && (
            <button
              type="button"
              className={formStyles.button}
              disabled={download.isPending}
              onClick={() => download.mutate()}
            >
              {download.isPending ? texts.downloadingPdf : texts.downloadPdf}
            </button>
          )}
          {!cancelled && (
            <a className={formStyles.secondaryButton} href={calendarUrl(event._id)} download>
              {texts.addToCalendar}
            </a>
          )}
        </div>
        {download.isError && (
          <FormMessage kind="error">{messageFrom(download.error, texts.pdfFailed)}</FormMessage>
        )}
      </EventHeader>
      <section className={styles.tickets} aria-labelledby="my-tickets-list">
        <h2 id="my-tickets-list" className={styles.ticketsTitle}>
          {texts.ticketsTitle(tickets.length)}
        </h2>
        {hasValid && !event.past && !cancelled && <p className={styles.hint}>{texts.showAtDoor}</p>}
        <ul className={styles.grid}>
          {tickets.map((ticket) => (
            <li key={ticket.id}>
              <TicketCard
                ticket={ticket}
                eventId={event._id}
                timeZone={event.timeZone}
                canChangeHolder={!cancelled && !started && !event.past}
              />
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
